import { readFileSync } from "node:fs";
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

// "Use it in code" and every other program block run from the packed tarballs: doc-examples.test.ts.
describe("README", () => {
  it("before/after example: the malformed call is repaired to the call shown, the other rejected with the text shown", () => {
    const [before, after, unrepairable, message] = blocksUnder("## What it does");
    const repaired = validateToolInput(editFile, JSON.parse(before?.body ?? ""));
    expect(repaired).toMatchObject({ ok: true, value: JSON.parse(after?.body ?? "") });
    const rejected = validateToolInput(editFile, JSON.parse(unrepairable?.body ?? ""));
    expect(rejected.ok ? "accepted" : `${rejected.toolUseError}\n`).toBe(message?.body);
  });

  it("shows on its first screen (40 lines) the install line and the two commands of the Quick start", () => {
    const screen = readme.split("\n").slice(0, 40);
    expect(screen).toContain("npm install @tool-input/validate");
    expect(screen).toContain("npm i -g pnpm@12.4.2 && pnpm install && pnpm tool-input replay");
    expect(screen).toContain("pnpm test");
  });
});
