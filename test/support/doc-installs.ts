import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import type { DocBlock } from "./doc-blocks.js";
import { repoRoot } from "./workspace-packages.js";

// What a page tells its reader to install: every `npm install …` (or `npm i …`) in its `sh`
// blocks and in its inline code, global installs included (a global install of a command is
// installed into the project, with its bins on the PATH).

/** The package names (with any `@version`) that `page`'s install lines name, in order, once each. */
export function pageInstalls(page: string, blocks: readonly DocBlock[]): string[] {
  const text = readFileSync(join(repoRoot, page), "utf8");
  const commands = [
    ...blocks.filter((block) => block.lang === "sh").flatMap((block) => block.body.split("\n")),
    ...[...text.matchAll(/`(npm (?:install|i) [^`]+)`/g)].map((match) => match[1] ?? ""),
  ];
  const names = new Set<string>();
  for (const command of commands) {
    for (const part of command.replace(/#.*$/, "").split(/&&|;/)) {
      const words = part.trim().split(/\s+/);
      if (words[0] !== "npm" || (words[1] !== "install" && words[1] !== "i")) continue;
      for (const word of words.slice(2)) if (!word.startsWith("-")) names.add(word);
    }
  }
  return [...names];
}

/** The package a spec names: `ai@7` → `ai`, `@scope/name@1` → `@scope/name`. */
export const packageOfSpec = (spec: string): string =>
  spec.startsWith("@") ? `@${spec.slice(1).split("@")[0]}` : (spec.split("@")[0] ?? spec);

/** The package an import specifier loads (`@ai-sdk/mcp/mcp-stdio` → `@ai-sdk/mcp`); `undefined` for a built-in or a relative path. */
export function packageOfImport(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return undefined;
  if (specifier.startsWith("node:") || builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The module specifiers a program imports or requires, statically. */
export function importedSpecifiers(code: string): string[] {
  const found = [
    ...code.matchAll(/^\s*import\s[^;]*?from\s+["']([^"']+)["']/gm),
    ...code.matchAll(/^\s*import\s+["']([^"']+)["']/gm),
    ...code.matchAll(/\b(?:require|import)\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? "");
  return [...new Set(found)];
}
