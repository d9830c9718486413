import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { cleanEnv } from "./clean-env.js";
import { packageOfSpec } from "./doc-installs.js";
import type { PackedTarball } from "./pack-workspace.js";
import type { Manifest } from "./workspace-packages.js";

// A fresh project outside the workspace, as a reader makes one: `npm install` of what a page
// names, where a name of ours is its packed tarball (with the tarballs of ours it depends on,
// since they are not on the registry yet) and any other name is fetched as npm fetches it (from
// its cache first: `--prefer-offline`). `.ci/run` runs the suite on three Node.js versions, the
// newest first, and names one folder for all three in `TOOL_INPUT_EXAMPLE_PROJECTS`. What npm
// installs depends on the Node.js that runs it: of the versions a range admits it takes the
// highest whose `engines` admit that Node.js (on Node.js 20, `ai` 6, not 7). So a project that
// a newer Node.js installed is what npm installs on an older one exactly when every package in
// it admits the older one too; otherwise the older one installs its own.

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

/** The project this process chose for each install, by `installKey`. */
const chosen = new Map<string, string>();

/**
 * The project in `root` for the install line `specs`: one already installed there for the same
 * specs, our tarballs' same bytes and the tree npm would install now, otherwise a new one
 * installed here. Each use finds it without the files a program or command of an earlier use
 * left in it. Throws with npm's output when npm fails.
 */
export function exampleProject(
  root: string,
  specs: readonly string[],
  tarballs: readonly PackedTarball[],
): ExampleProject {
  const ours = ourClosure(specs.map(packageOfSpec), tarballs);
  const key = installKey(specs, ours);
  mkdirSync(root, { recursive: true });
  let dir = chosen.get(key) ?? installedMatch(root, key);
  if (dir === undefined) {
    dir = join(root, `${key}-${readdirSync(root).filter((name) => name.startsWith(key)).length}`);
    const theirs = specs.filter((spec) => !tarballs.some((t) => t.name === packageOfSpec(spec)));
    npmInstall(dir, [...ours.map((tarball) => tarball.filename), ...theirs]);
  }
  chosen.set(key, dir);
  for (const entry of readdirSync(dir)) {
    if (!INSTALL_FILES.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
  }
  return { dir, installMs: installRecord(dir).ms };
}

/** What names an install whatever Node.js runs it: the specs, and the bytes of our tarballs among them. */
function installKey(specs: readonly string[], ours: readonly PackedTarball[]): string {
  const hash = createHash("sha256").update(JSON.stringify([...specs].sort()));
  for (const tarball of ours) hash.update(readFileSync(tarball.filename));
  return hash.digest("hex").slice(0, 12);
}

/**
 * A project of `root` installed for `key` that npm would install the same on this Node.js: one
 * installed on it, or on a newer one where every package's `engines.node` admits this one.
 */
function installedMatch(root: string, key: string): string | undefined {
  const node = process.versions.node;
  return readdirSync(root)
    .filter((name) => name.startsWith(`${key}-`) && existsSync(join(root, name, INSTALLED)))
    .map((name) => join(root, name))
    .find((dir) => {
      const { node: installedOn } = installRecord(dir);
      if (installedOn === node) return true;
      return (
        semver.gt(installedOn, node) && lockedEngines(dir).every((range) => admits(range, node))
      );
    });
}

/** Whether the `engines.node` range `range` admits `version`; an unreadable range does not. */
function admits(range: string, version: string): boolean {
  return semver.validRange(range) !== null && semver.satisfies(version, range);
}

/** The `engines.node` ranges of the packages in a project's `package-lock.json`. */
function lockedEngines(dir: string): string[] {
  const lock = JSON.parse(readFileSync(join(dir, "package-lock.json"), "utf8")) as {
    packages?: Record<string, { engines?: unknown }>;
  };
  return Object.values(lock.packages ?? {}).flatMap(({ engines }) => {
    const node = (engines as { node?: unknown } | undefined)?.node;
    return typeof node === "string" ? [node] : [];
  });
}

/** What `npmInstall` wrote when it finished: how long it took, and the Node.js that ran it. */
function installRecord(dir: string): { ms: number; node: string } {
  return JSON.parse(readFileSync(join(dir, INSTALLED), "utf8")) as { ms: number; node: string };
}

/** Makes `dir` a fresh project and runs `npm install` of `wanted` in it. */
function npmInstall(dir: string, wanted: readonly string[]): void {
  rmSync(dir, { recursive: true, force: true }); // an install that did not finish
  mkdirSync(dir, { recursive: true });
  const manifest = { name: "example", private: true, type: "module" };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const args = [
    "install",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
    "--loglevel=error",
    ...wanted,
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
  const record = { ms: Math.round(performance.now() - started), node: process.versions.node };
  writeFileSync(join(dir, INSTALLED), JSON.stringify(record));
}

/** Written last by an install (see `installRecord`). */
const INSTALLED = ".installed.json";

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
