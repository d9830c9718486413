import { describe, expect, it } from "vitest";
import { type DocBlock, fileNameOf, fragmentOf, isFragmentOf } from "./doc-blocks.js";
import { importedSpecifiers, packageOfImport, packageOfSpec } from "./doc-installs.js";
import { consoleCommands, expectedOutput } from "./doc-output.js";
import { cellMismatch } from "./size-table.js";
import { floorAtLeast, rangeFloor, satisfies } from "./version-range.js";

// The readers of test/doc-examples.test.ts and test/install-docs.test.ts (CONTRIBUTING.md,
// "Examples"): what they take for output, commands, fragments, imports, ranges and sizes.

const block = (body: string): DocBlock => ({ page: "p.md", line: 1, lang: "ts", body });

describe("expectedOutput", () => {
  it("takes the comment ending a printing line and the comments right below it", () => {
    const code = [
      "const a = 1; // not output",
      "console.log(a); // 1",
      "console.log(a, a);",
      "// 1 1",
      "//   indented",
      "",
      "// a note, after a blank line",
    ].join("\n");
    expect(expectedOutput(code)).toEqual(["1", "1 1", "  indented"]);
  });

  it("takes the comments below the } closing a block that prints, not one that does not", () => {
    const code = [
      "for (const x of [1]) {",
      "  console.log(x);",
      "}",
      "// 1",
      "if (true) {",
      "  const y = 2;",
      "}",
      "// not output",
    ].join("\n");
    expect(expectedOutput(code)).toEqual(["1"]);
  });

  it("does not take // inside a string for a comment", () => {
    expect(expectedOutput('console.log("a // b");')).toEqual([]);
    expect(expectedOutput('console.log("a // b"); // a // b')).toEqual(["a // b"]);
  });
});

describe("consoleCommands", () => {
  it("joins continued lines, and drops the ← stderr annotations of the output", () => {
    const body = "$ a \\\n  --b\nout      ← stderr\nmore\n$ c\n";
    expect(consoleCommands(body)).toEqual([
      { command: "a \\\n  --b", output: "out\nmore\n" },
      { command: "c", output: "" },
    ]);
  });
});

describe("file names and fragments", () => {
  it("reads `// NAME.ts` and `// part of NAME.ts` first lines", () => {
    expect(fileNameOf(block("// app.cjs\nx\n"))).toBe("app.cjs");
    expect(fileNameOf(block("// a note\n"))).toBeUndefined();
    expect(fragmentOf(block("// part of server.ts, the handler\n"))).toBe("server.ts");
  });

  it("holds a fragment to lines of its example, in order", () => {
    const example = block("// server.ts\nconst a = 1;\n  const b = 2;\nconst c = 3;\n");
    expect(isFragmentOf(block("// part of server.ts\nconst b = 2;\nconst c = 3;\n"), example)).toBe(
      true,
    );
    expect(isFragmentOf(block("// part of server.ts\nconst c = 3;\nconst b = 2;\n"), example)).toBe(
      false,
    );
  });
});

describe("imports and install specs", () => {
  it("names the package of each import, not Node built-ins or relative files", () => {
    const code =
      'import { a } from "@ai-sdk/mcp/mcp-stdio";\nimport x from "node:fs";\nimport "./v.js";\nconst z = require("zod");\n';
    expect(importedSpecifiers(code).map(packageOfImport)).toEqual([
      "@ai-sdk/mcp",
      undefined,
      undefined,
      "zod",
    ]);
    expect([packageOfSpec("ai@7"), packageOfSpec("@scope/n@1.2.3"), packageOfSpec("ajv")]).toEqual([
      "ai",
      "@scope/n",
      "ajv",
    ]);
  });
});

describe("version ranges", () => {
  it("reads ^ on 0.x as the minor only, and bounded ranges", () => {
    expect(satisfies("0.20.3", "^0.20")).toBe(true);
    expect(satisfies("0.21.0", "^0.20")).toBe(false);
    expect(satisfies("0.18.0", ">=0.18.0 <0.21.0")).toBe(true);
    expect(satisfies("0.21.0", ">=0.18.0 <0.21.0")).toBe(false);
    expect(satisfies("7.0.173", "^6 || ^7")).toBe(true);
    expect(rangeFloor("^1.4")).toBe("1.4.0");
    expect(rangeFloor(">=0.18.0 <0.21.0")).toBe("0.18.0");
    expect(floorAtLeast(">=20.19", ">=20.0.0")).toBe(true);
    expect(floorAtLeast(">=20.19", ">=22")).toBe(false);
  });
});

describe("cellMismatch", () => {
  it("lets sizes move 5% and shares 2 points, the page listing the largest shares only", () => {
    expect(cellMismatch("125 KiB", "128 KiB")).toBeUndefined();
    expect(cellMismatch("57.2 KiB", "125 KiB")).toBe("57.2 KiB, measured 125 KiB");
    expect(cellMismatch("re2js 36%, ajv 30%", "re2js 37%, ajv 31%, fast-uri 4%")).toBeUndefined();
    expect(cellMismatch("ajv 79%", "re2js 36%, ajv 31%")).toBeDefined();
    expect(cellMismatch("none", "re2js 36%")).toBeDefined();
    expect(cellMismatch("not for browsers", 'not for browsers: Could not resolve "node:fs"')).toBe(
      undefined,
    );
  });
});
