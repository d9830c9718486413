import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { shippedSources } from "./source-imports.js";

/** Where a file sits in a package's layers: its layer's name, and its rank (0 on top). */
export interface Layer {
  readonly name: string;
  readonly rank: number;
}

const relativeSpecifier =
  /\bfrom\s+"(\.[^"]+)"|\bimport\s*\(\s*"(\.[^"]+)"\s*\)|^import\s+"(\.[^"]+)"/gm;

/**
 * Every relative import of the shipped sources under `dir` that runs against the layers: a file
 * imports its own layer, or a layer of a higher rank (further down); never one above it, nor a
 * sibling of the same rank. `layerOf` gets each path relative to `dir`, with `/` separators.
 * Each is listed as `from -> to`.
 */
export function importsAgainstLayers(dir: string, layerOf: (file: string) => Layer): string[] {
  const against: string[] = [];
  for (const file of shippedSources(dir)) {
    const from = relative(dir, file).split(sep).join("/");
    const source = layerOf(from);
    for (const match of readFileSync(file, "utf8").matchAll(relativeSpecifier)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? "";
      const target = relative(dir, resolve(dirname(file), spec))
        .split(sep)
        .join("/");
      const to = target.replace(/\.js$/, ".ts");
      const layer = layerOf(to);
      if (layer.name === source.name || layer.rank > source.rank) continue;
      against.push(`${from} -> ${to}`);
    }
  }
  return against;
}

/**
 * The layer of `file` by its first folder, from `order` (a list of ranks, each a list of folder
 * names; `.` names the files at the top of the package, and `types.ts` at the top is always
 * the bottom layer, since every layer shares its types).
 */
export function layerByFolder(order: readonly (readonly string[])[]): (file: string) => Layer {
  return (file) => {
    if (file === "types.ts") return { name: "types.ts", rank: order.length };
    const folder = file.includes("/") ? (file.split("/")[0] ?? ".") : ".";
    const rank = order.findIndex((names) => names.includes(folder));
    if (rank === -1) throw new Error(`${file}: its folder is in no layer`);
    return { name: folder, rank };
  };
}
