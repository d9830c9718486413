import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./workspace-packages.js";

// The fenced blocks of the pages a user reads (CONTRIBUTING.md, "Examples"): README.md,
// packages/*/README.md and docs/*.md, found anew on each run, so a page or a block added later is
// covered without editing a test.

/** One fenced block of a page. */
export interface DocBlock {
  /** The page, by its path from the repository's root. */
  readonly page: string;
  /** The line of the opening fence, from 1. */
  readonly line: number;
  /** The fence's language (`ts`, `sh`, `console`, …); `""` when it names none. */
  readonly lang: string;
  /** The block's text, its fence's indentation removed, ending with a newline. */
  readonly body: string;
}

/** The pages, by path from the root: README.md, then packages/*\/README.md, then docs/*.md. */
export function docPages(): string[] {
  const packages = readdirSync(join(repoRoot, "packages"))
    .map((dir) => `packages/${dir}/README.md`)
    .filter((page) => existsSync(join(repoRoot, page)));
  const docs = readdirSync(join(repoRoot, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`);
  return ["README.md", ...packages.sort(), ...docs.sort()];
}

/** The fenced blocks of `page` (a path from the root), in order. */
export function docBlocks(page: string): DocBlock[] {
  const lines = readFileSync(join(repoRoot, page), "utf8").split("\n");
  const blocks: DocBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,})([\w-]*)\s*$/.exec(lines[i] ?? "");
    if (open === null) continue;
    const [, indent = "", fence = "", lang = ""] = open;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && (lines[j] ?? "").trim() !== fence) {
      body.push((lines[j] ?? "").slice(indent.length));
      j++;
    }
    blocks.push({ page, line: i + 1, lang, body: body.length ? `${body.join("\n")}\n` : "" });
    i = j;
  }
  return blocks;
}

/** Where a block is, for a test's name and its failures: `docs/mcp.md:33`. */
export const blockName = (block: DocBlock): string => `${block.page}:${block.line}`;

/** The languages whose blocks are programs the test runs. */
export const programLangs: ReadonlySet<string> = new Set(["ts", "js", "typescript", "javascript"]);

/**
 * A program block's file name, from its first line `// NAME.ts` (or `.mts`, `.js`, `.mjs`,
 * `.cjs`); `undefined` when it names none.
 */
export function fileNameOf(block: DocBlock): string | undefined {
  return /^\/\/ ([\w.-]+\.(?:ts|mts|js|mjs|cjs))\s*$/.exec(block.body.split("\n")[0] ?? "")?.[1];
}

/** The complete example a fragment block is part of, from its first line `// part of NAME.ts`. */
export function fragmentOf(block: DocBlock): string | undefined {
  return /^\/\/ part of ([\w.-]+\.(?:ts|mts|js|mjs|cjs))\b/.exec(
    block.body.split("\n")[0] ?? "",
  )?.[1];
}

/**
 * Whether every line of `fragment` (its marker line and blank lines aside) appears in
 * `example`, in order, however indented.
 */
export function isFragmentOf(fragment: DocBlock, example: DocBlock): boolean {
  const wanted = fragment.body
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const lines = example.body.split("\n").map((line) => line.trim());
  let at = 0;
  for (const line of wanted) {
    at = lines.indexOf(line, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
