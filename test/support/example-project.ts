import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cleanEnv } from "./clean-env.js";
import { packageOfSpec } from "./doc-installs.js";
import type { PackedTarball } from "./pack-workspace.js";
import type { Manifest } from "./workspace-packages.js";

// A fresh project outside the workspace, as a reader makes one: `npm install` of what a page
// names, where a name of ours is its packed tarball (with the tarballs of ours it depends on,
// since they are not on the registry yet) and any other name is fetched as npm fetches it (from
// its cache first: `--prefer-offline`).

/** A project made by `exampleProject`. */
export interface ExampleProject {
  readonly dir: string;
  /** How long `npm install` took, in ms. */
  readonly installMs: number;
}

/**
 * The project in `root` for the install line `specs`, made on first use (one per distinct set
 * of specs). Throws with npm's output when the install fails.
 */
export function exampleProject(
  root: string,
  specs: readonly string[],
  tarballs: readonly PackedTarball[],
): ExampleProject {
  const key = createHash("sha256")
    .update(JSON.stringify([...specs].sort()))
    .digest("hex");
  const dir = join(root, key.slice(0, 12));
  const done = join(dir, ".install-ms");
  if (existsSync(done)) return { dir, installMs: Number(readFileSync(done, "utf8")) };
  mkdirSync(dir, { recursive: true });
  const manifest = { name: "example", private: true, type: "module" };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const ours = ourClosure(specs.map(packageOfSpec), tarballs);
  const theirs = specs.filter((spec) => !tarballs.some((t) => t.name === packageOfSpec(spec)));
  const args = [
    "install",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
    "--loglevel=error",
    ...ours.map((tarball) => tarball.filename),
    ...theirs,
  ];
  const started = performance.now();
  const npm = spawnSync("npm", args, {
    cwd: dir,
    encoding: "utf8",
    env: cleanEnv(),
    timeout: 300_000,
  });
  if (npm.status !== 0)
    throw new Error(`npm ${args.join(" ")} failed:\n${npm.stdout}\n${npm.stderr}`);
  const installMs = Math.round(performance.now() - started);
  writeFileSync(done, String(installMs));
  return { dir, installMs };
}

/** The tarballs of `names` that are ours, with the tarballs of ours they depend on. */
export function ourClosure(
  names: readonly string[],
  tarballs: readonly PackedTarball[],
): PackedTarball[] {
  const found = new Map<string, PackedTarball>();
  const visit = (name: string): void => {
    const tarball = tarballs.find((t) => t.name === name);
    if (tarball === undefined || found.has(name)) return;
    found.set(name, tarball);
    const manifest = JSON.parse(
      readFileSync(join(tarball.unpacked, "package.json"), "utf8"),
    ) as Manifest;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  for (const name of names) visit(name);
  return [...found.values()];
}
