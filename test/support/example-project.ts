import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cleanEnv } from "./clean-env.js";
import { packageOfSpec } from "./doc-installs.js";
import type { PackedTarball } from "./pack-workspace.js";
import type { Manifest } from "./workspace-packages.js";

// A fresh project outside the workspace, as a reader makes one: `npm install` of what a page
// names, where a name of ours is its packed tarball (with the tarballs of ours it depends on,
// since they are not on the registry yet) and any other name is fetched as npm fetches it (from
// its cache first: `--prefer-offline`). `.ci/run` runs the suite on three Node.js versions and
// names one folder for all three in `TOOL_INPUT_EXAMPLE_PROJECTS`: an install does not depend on
// the Node.js that runs it, so each project is installed once per CI run, not once per version.

/** A project made by `exampleProject`. */
export interface ExampleProject {
  readonly dir: string;
  /** How long `npm install` took, in ms. */
  readonly installMs: number;
}

/** The folder `exampleProject` keeps its projects in: `TOOL_INPUT_EXAMPLE_PROJECTS`, or `fallback`. */
export function exampleProjectsRoot(fallback: string): string {
  return process.env.TOOL_INPUT_EXAMPLE_PROJECTS || fallback;
}

/**
 * The project in `root` for the install line `specs`, installed on first use (one per distinct
 * set of specs and content of our tarballs), and on every use without the files a program or
 * command of an earlier use left in it. Throws with npm's output when the install fails.
 */
export function exampleProject(
  root: string,
  specs: readonly string[],
  tarballs: readonly PackedTarball[],
): ExampleProject {
  const ours = ourClosure(specs.map(packageOfSpec), tarballs);
  const hash = createHash("sha256").update(JSON.stringify([...specs].sort()));
  for (const tarball of ours) hash.update(readFileSync(tarball.filename));
  const dir = join(root, hash.digest("hex").slice(0, 12));
  const done = join(dir, INSTALLED);
  if (existsSync(done)) {
    for (const entry of readdirSync(dir)) {
      if (!INSTALL_FILES.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
    }
    return { dir, installMs: Number(readFileSync(done, "utf8")) };
  }
  rmSync(dir, { recursive: true, force: true }); // an install that did not finish
  mkdirSync(dir, { recursive: true });
  const manifest = { name: "example", private: true, type: "module" };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
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

/** Written last by the install, with its time in ms. */
const INSTALLED = ".install-ms";

/** What the install made; everything else in a project was written by an example. */
const INSTALL_FILES = new Set(["package.json", "package-lock.json", "node_modules", INSTALLED]);

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
