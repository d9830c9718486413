import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { cleanEnv } from "./clean-env.js";
import { repoRoot, type WorkspacePackage } from "./workspace-packages.js";

/** One tarball made by `pnpm pack`, unpacked beside it. */
export interface PackedTarball {
  readonly name: string;
  readonly version: string;
  /** The `.tgz` file's absolute path. */
  readonly filename: string;
  /** The paths inside the tarball, relative to its `package/` folder, sorted. */
  readonly files: readonly string[];
  /** The folder it was unpacked into (the tarball's `package/`). */
  readonly unpacked: string;
}

/**
 * Packs `packages` with `pnpm -r pack` into `dest` (pnpm rewrites `workspace:` and `catalog:`
 * specifiers as it does when publishing) and unpacks each tarball. Packs the `dist/` that
 * `pnpm build` made (`pnpm test` builds first); throws, saying so, where it is missing.
 */
export function packWorkspace(
  packages: readonly WorkspacePackage[],
  dest: string,
): PackedTarball[] {
  for (const { dir, path } of packages) {
    if (!existsSync(join(path, "dist", "index.js")))
      throw new Error(`packages/${dir}/dist is missing: run \`pnpm build\` first (pnpm test does)`);
  }
  const filters = packages.flatMap(({ manifest }) => ["--filter", manifest.name]);
  const packed = run("pnpm", [...filters, "-r", "pack", "--pack-destination", dest, "--json"]);
  const parsed = JSON.parse(packed) as PackJson | PackJson[];
  return (Array.isArray(parsed) ? parsed : [parsed]).map((item) => {
    const unpacked = join(dest, item.name.replace("/", "__"));
    mkdirSync(unpacked, { recursive: true });
    run("tar", ["-xzf", item.filename, "-C", unpacked, "--strip-components=1"]);
    return {
      name: item.name,
      version: item.version,
      filename: item.filename,
      files: item.files.map((file) => file.path).sort(),
      unpacked,
    };
  });
}

interface PackJson {
  readonly name: string;
  readonly version: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** Runs a command in the repository; returns its stdout, throws with its output on failure. */
function run(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    encoding: "utf8",
    env: cleanEnv(),
    timeout: 120_000,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
