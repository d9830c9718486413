import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsAgainstLayers, layerByFolder } from "./support/source-layers.js";

const packages = join(import.meta.dirname, "../packages");

// CONTRIBUTING.md, "Where code lives": the folders of a package are layers, and imports run
// one way, from the top down.
describe("the layers of a package's folders", () => {
  it("format: ajv | zod -> build -> refine -> render", () => {
    const layers = layerByFolder([["."], ["ajv", "zod"], ["build"], ["refine"], ["render"]]);
    expect(importsAgainstLayers(join(packages, "format/src"), layers)).toEqual([]);
  });

  it("cli: commands -> log | catalog | proxy -> input -> terminal", () => {
    const layers = layerByFolder([
      ["."],
      ["commands"],
      ["log", "catalog", "proxy"],
      ["input"],
      ["terminal"],
    ]);
    expect(importsAgainstLayers(join(packages, "cli/src"), layers)).toEqual([]);
  });

  it("finds an import that runs back up, and one between siblings", () => {
    const dir = mkdtempSync(join(tmpdir(), "layers-"));
    const files: Record<string, string> = {
      "types.ts": "export type A = 1;\n",
      "index.ts": 'export { b } from "./build/b.js";\n',
      "ajv/a.ts": 'import { z } from "../zod/z.js";\nimport type { A } from "../types.js";\n',
      "zod/z.ts": 'import "../build/b.js";\nexport const z = 1;\n',
      "build/b.ts": 'import { r } from "../render/r.js";\nexport const b = r;\n',
      "render/s.ts": 'import "../build/b.js";\n',
      "build/b.test.ts": 'import { a } from "../ajv/a.js";\n',
      "render/r.ts": 'export const r = await import("../build/b.js");\n',
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    try {
      const layers = layerByFolder([["."], ["ajv", "zod"], ["build"], ["render"]]);
      expect(importsAgainstLayers(dir, layers)).toEqual([
        "ajv/a.ts -> zod/z.ts",
        "render/r.ts -> build/b.ts",
        "render/s.ts -> build/b.ts",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
