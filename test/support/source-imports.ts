import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const specifier = /\bfrom\s+"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)|^import\s+"([^"]+)"/gm;

/**
 * The `.ts` files under `dir` that ship: every one but `*.test.ts` and the helpers of tests in a
 * `test-support/` folder (left out of the build and of `files`), in sub-folders too.
 */
export function shippedSources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) continue;
    if (relative(dir, entry.parentPath).split(sep).includes("test-support")) continue;
    files.push(join(entry.parentPath, entry.name));
  }
  return files.sort();
}

/**
 * The packages the code of `files` imports at run time or for types, by package name
 * (`ajv/dist/2020.js` is `ajv`, `@scope/name/sub` is `@scope/name`, `node:fs` stays `node:fs`);
 * relative imports are left out.
 */
export function importedPackages(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(specifier)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? "";
      if (spec.startsWith(".") || spec === "") continue;
      const parts = spec.split("/");
      names.add(spec.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? spec));
    }
  }
  return names;
}

/**
 * The packages of `imported` that `manifest` neither depends on nor takes as peers, Node's
 * built-ins (`node:…`) and the package's own name aside (a self-reference, as in the code
 * `tool-input precompile` writes, resolves through its own `exports`): a user who installs the
 * package would not have them.
 */
export function undeclaredImports(
  imported: Iterable<string>,
  manifest: {
    readonly name?: string;
    readonly dependencies?: Readonly<Record<string, string>>;
    readonly peerDependencies?: Readonly<Record<string, string>>;
  },
): string[] {
  return [...imported].filter(
    (name) =>
      !name.startsWith("node:") &&
      name !== manifest.name &&
      manifest.dependencies?.[name] === undefined &&
      manifest.peerDependencies?.[name] === undefined,
  );
}
