import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { validateToolInput } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { editFile } from "./support/edit-file.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

/** The fenced blocks of one README section, in order, as `{ lang, body }`. */
function blocksUnder(heading: string): { lang: string; body: string }[] {
  const start = readme.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`README has no section ${heading}`);
  const next = readme.indexOf("\n## ", start + heading.length);
  const section = readme.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({
    lang: m[1] ?? "",
    body: m[2] ?? "",
  }));
}

describe("README", () => {
  it("before/after example: the malformed call is repaired to the call shown, the other rejected with the text shown", () => {
    const [before, after, unrepairable, message] = blocksUnder("# tool-input");
    const repaired = validateToolInput(editFile, JSON.parse(before?.body ?? ""));
    expect(repaired).toMatchObject({ ok: true, value: JSON.parse(after?.body ?? "") });
    const rejected = validateToolInput(editFile, JSON.parse(unrepairable?.body ?? ""));
    expect(rejected.ok ? "accepted" : `${rejected.toolUseError}\n`).toBe(message?.body);
  });

  it("'Use it in code' runs as written and prints what its comments say", () => {
    const [example] = blocksUnder("## Use it in code");
    const code = example?.body ?? "";
    const expected = code
      .split("\n")
      .filter((line) => line.startsWith("// "))
      .map((line) => line.slice(3));
    const file = join(root, ".tmp", "readme-example.ts");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--conditions=@tool-input/source", file],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`${expected.join("\n")}\n`);
  });
});
