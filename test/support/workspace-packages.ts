import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const repoRoot: string = fileURLToPath(new URL("../..", import.meta.url));

/** The fields of a package.json these tests read. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly license?: string;
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly homepage?: string;
  readonly bugs?: { readonly url?: string };
  readonly repository?: {
    readonly type?: string;
    readonly url?: string;
    readonly directory?: string;
  };
  readonly engines?: Readonly<Record<string, string>>;
  readonly publishConfig?: Readonly<Record<string, unknown>>;
  readonly files?: readonly string[];
  readonly bin?: Readonly<Record<string, string>>;
  readonly exports?: unknown;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
}

/** A package of `packages/*` that is published (not `private`). */
export interface WorkspacePackage {
  /** Its folder under `packages/`, e.g. `coerce`. */
  readonly dir: string;
  /** Its absolute path. */
  readonly path: string;
  readonly manifest: Manifest;
}

/**
 * Every published package of the workspace, read from `packages/*\/package.json` each time, so
 * a package added later is covered by the tests that use this list without editing them.
 */
export function publishedPackages(): WorkspacePackage[] {
  const packagesDir = join(repoRoot, "packages");
  const found: WorkspacePackage[] = [];
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(packagesDir, entry.name);
    let text: string;
    try {
      text = readFileSync(join(path, "package.json"), "utf8");
    } catch {
      continue; // a folder without a manifest (a leftover dist/ of a removed package) is no package
    }
    const manifest = JSON.parse(text) as Manifest;
    if (manifest.private === true) continue;
    found.push({ dir: entry.name, path, manifest });
  }
  return found.sort((a, b) => a.dir.localeCompare(b.dir));
}
