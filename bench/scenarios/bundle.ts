import { readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { repoRoot } from "../corpus.js";
import { bytes, num, type Table } from "../table.js";

interface Manifest {
  readonly name: string;
  readonly private?: boolean;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

interface Bundle {
  readonly minified: number;
  readonly gzipped: number;
  /** Bytes of the minified output per package the code came from. */
  readonly byPackage: ReadonlyMap<string, number>;
}

const packagesDir = join(repoRoot, "packages");

/** The published packages of packages/*, by folder: found each run, so new ones are measured. */
function publishedPackages(): { dir: string; manifest: Manifest }[] {
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      try {
        const text = readFileSync(join(packagesDir, entry.name, "package.json"), "utf8");
        const manifest = JSON.parse(text) as Manifest;
        return manifest.private === true ? [] : [{ dir: entry.name, manifest }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/** The package a bundled file came from: its `node_modules` package, or the workspace package. */
function packageOf(path: string, names: ReadonlyMap<string, string>): string {
  const parts = path.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at !== -1) {
    const first = parts[at + 1] ?? path;
    return first.startsWith("@") ? `${first}/${parts[at + 2]}` : first;
  }
  const dir = parts[parts.indexOf("packages") + 1] ?? "";
  return names.get(dir) ?? path;
}

/**
 * Bundles `dir`'s entry for browsers as a user's bundler would (esbuild, minified, ES2022,
 * the package's own source through the `@tool-input/source` condition), leaving out
 * `external`, or every imported package when `external` is `"packages"`.
 */
async function bundle(
  dir: string,
  external: readonly string[] | "packages",
  names: ReadonlyMap<string, string>,
): Promise<Bundle> {
  const result = await build({
    entryPoints: [join(packagesDir, dir, "src", "index.ts")],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    conditions: ["@tool-input/source"],
    ...(external === "packages" ? { packages: "external" as const } : { external: [...external] }),
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const byPackage = new Map<string, number>();
  const output = Object.values((result.metafile as Metafile).outputs)[0];
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = packageOf(path.replaceAll("/", sep), names);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
  }
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength, byPackage };
}

/** Scenario 7: what each package adds to a browser bundle, minified and gzipped. */
export async function bundleScenario(): Promise<Table> {
  const packages = publishedPackages();
  const names = new Map(packages.map(({ dir, manifest }) => [dir, manifest.name]));
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const { dir, manifest } of packages) {
    // Peers are the user's own (the framework an adapter plugs into): never counted.
    const peers = Object.keys(manifest.peerDependencies ?? {});
    let whole: Bundle;
    let own: Bundle;
    try {
      whole = await bundle(dir, peers, names);
      own = await bundle(dir, "packages", names);
    } catch (error) {
      // esbuild's failure lists what a browser lacks (Node built-ins such as `node:fs`).
      const texts = ((error as { errors?: { text: string }[] }).errors ?? []).map((e) => e.text);
      const why = texts.length > 0 ? [...new Set(texts)].join("; ") : String(error);
      rows.push([manifest.name, "—", "—", "—", `not for browsers: ${why}`]);
      continue;
    }
    const shares = [...whole.byPackage]
      .filter(([name]) => name !== manifest.name)
      .sort((a, b) => b[1] - a[1])
      .map(([name, size]) => `${name} ${num((100 * size) / whole.minified, 2)}%`);
    rows.push([
      manifest.name,
      bytes(whole.minified),
      bytes(whole.gzipped),
      bytes(own.gzipped),
      shares.length === 0 ? "none" : shares.join(", "),
    ]);
  }
  notes.push(
    "Each package's entry bundled alone by esbuild for the browser platform (ES2022, minified, ESM), everything it imports included except peer dependencies; gzip at level 9. `own code`: the package's files alone, every import left out. The last column is each bundled dependency's share of the minified bundle.",
  );
  return {
    title: "8. Bundle size: minified and gzipped, browser platform",
    head: ["package", "minified", "min + gzip", "own code, min + gzip", "bundled dependencies"],
    rows,
    notes,
  };
}
