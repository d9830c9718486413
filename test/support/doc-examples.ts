import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The docs pages and the tests that mirror their examples are compared, so an edit to one
// without the other fails a test.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A file of the repository, by its path from the root. */
export const readRepoFile = (path: string): string => readFileSync(join(repoRoot, path), "utf8");

/** The ```ts blocks of a Markdown page, without their import statements. */
export function pageExamples(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) =>
    (match[1] ?? "").replace(/^import [\s\S]*?from "[^"]+";\n/gm, "").trim(),
  );
}

/** The code between `// example` markers in a test file, dedented. */
export function testExamples(source: string): string[] {
  const parts = source.split(/^[ \t]*\/\/ example\n/m);
  const examples: string[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const lines = (parts[i] ?? "").split("\n");
    const indent = Math.min(
      ...lines
        .filter((line) => line.trim() !== "")
        .map((line) => /^ */.exec(line)?.[0].length ?? 0),
    );
    examples.push(
      lines
        .map((line) => line.slice(indent))
        .join("\n")
        .trim(),
    );
  }
  return examples;
}
