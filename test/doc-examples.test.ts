import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { transformSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv } from "./support/clean-env.js";
import {
  blockName,
  type DocBlock,
  docBlocks,
  docPages,
  fileNameOf,
  fragmentOf,
  isFragmentOf,
  programLangs,
} from "./support/doc-blocks.js";
import {
  importedSpecifiers,
  packageOfImport,
  packageOfSpec,
  pageInstalls,
} from "./support/doc-installs.js";
import { consoleCommands, expectedOutput } from "./support/doc-output.js";
import { exampleProject, exampleProjectsRoot } from "./support/example-project.js";
import { type PackedTarball, packWorkspace } from "./support/pack-workspace.js";
import { rangeFloor } from "./support/version-range.js";
import { publishedPackages } from "./support/workspace-packages.js";

// Every code block of README.md, packages/*/README.md and docs/*.md, as a reader pastes it
// (CONTRIBUTING.md, "Examples"): each page's install lines are run with npm in a fresh project
// outside the workspace (our packages as their packed tarballs), then each program block runs
// there with Node and must print exactly what its comments show, and each `console` block's
// commands must print what the block shows. Pages and blocks are found when the test runs.

const packages = publishedPackages();
const ours = new Set(packages.map((pkg) => pkg.manifest.name));
const pages = docPages().map((page) => ({ page, blocks: docBlocks(page) }));
const work = mkdtempSync(join(tmpdir(), "tool-input-examples-"));
const projects = exampleProjectsRoot(join(work, "projects"));
let tarballs: PackedTarball[] = [];

beforeAll(() => {
  tarballs = packWorkspace(packages, join(work, "tarballs"));
}, 120_000);
// The projects hold the frameworks' node_modules: removing them all takes minutes on a busy machine.
afterAll(() => rm(work, { recursive: true, force: true }), 600_000);

const isProgram = (block: DocBlock): boolean => programLangs.has(block.lang);
const runnable = (block: DocBlock): boolean =>
  (isProgram(block) && fragmentOf(block) === undefined) || block.lang === "console";

describe.each(pages)("$page, read", ({ page, blocks }) => {
  const installs = pageInstalls(page, blocks);
  const installed = new Set(installs.map(packageOfSpec));

  it("names in its install lines every package its programs import", () => {
    const missing = blocks.filter(isProgram).flatMap((block) =>
      importedSpecifiers(block.body)
        .map(packageOfImport)
        .filter((name): name is string => name !== undefined && !installed.has(name))
        .map((name) => `${blockName(block)} imports ${name}`),
    );
    expect(missing, `install lines found: ${installs.join(" ") || "none"}`).toEqual([]);
  });

  it("marks each fragment with the complete example on the page it is part of", () => {
    const named = new Map(blocks.flatMap((b) => (fileNameOf(b) ? [[fileNameOf(b), b]] : [])));
    const wrong = blocks.flatMap((block) => {
      const of = fragmentOf(block);
      if (of === undefined) return [];
      const example = named.get(of);
      if (example === undefined) return [`${blockName(block)}: no block on the page is ${of}`];
      return isFragmentOf(block, example) ? [] : [`${blockName(block)}: not lines of ${of}`];
    });
    expect(wrong).toEqual([]);
  });

  it("has JSON blocks that parse", () => {
    const broken = blocks
      .filter((block) => block.lang === "json")
      .flatMap((block) => {
        try {
          JSON.parse(block.body);
          return [];
        } catch (error) {
          return [`${blockName(block)}: ${(error as Error).message}`];
        }
      });
    expect(broken).toEqual([]);
  });

  it("names the language of every block", () => {
    expect(blocks.filter((block) => block.lang === "").map(blockName)).toEqual([]);
  });
});

const pagesThatRun = pages.filter(({ blocks }) => blocks.some(runnable));

describe.each(pagesThatRun)("$page, run as pasted", { timeout: 120_000 }, ({ page, blocks }) => {
  const installs = pageInstalls(page, blocks);
  let dir = "";

  beforeAll(() => {
    const project = exampleProject(projects, installs, tarballs);
    dir = project.dir;
    console.info(`${page}: npm install ${installs.join(" ")} took ${project.installMs} ms`);
  }, 360_000);

  // In page order: a command may write a file a later program reads.
  for (const block of blocks.filter(runnable)) {
    if (block.lang === "console") {
      for (const { command, output } of consoleCommands(block.body)) {
        it(`${blockName(block)}: \`${command}\` prints what the block shows`, () => {
          expect(runCommand(dir, command)).toBe(output);
        });
      }
      continue;
    }
    const imported = importedSpecifiers(block.body).map((s) => packageOfImport(s) ?? "");
    const unmet = unmetEngines(imported);
    const name = `${blockName(block)} prints what its comments show`;
    it.skipIf(unmet !== undefined)(unmet ? `${name} (skipped: ${unmet})` : name, () => {
      const run = runProgram(dir, block);
      expect(run.stderr).toBe("");
      expect(run.stdout).toBe(lines(expectedOutput(block.body)));
      expect(run.status).toBe(0);
    });
  }
});

// A package's README example once more, with each peer at the lowest version its range admits:
// the ranges admit only versions that were run (the highest is the devDependency the suite runs).
const withPeers = packages.filter(
  (pkg) =>
    Object.keys(pkg.manifest.peerDependencies ?? {}).some((name) => !ours.has(name)) &&
    docBlocks(`packages/${pkg.dir}/README.md`).some(
      (block) => isProgram(block) && fragmentOf(block) === undefined,
    ),
);
describe.each(withPeers)(
  "packages/$dir/README.md, peers at their floor",
  { timeout: 120_000 },
  (pkg) => {
    const page = `packages/${pkg.dir}/README.md`;
    const blocks = docBlocks(page);
    const named = new Set(pageInstalls(page, blocks).map(packageOfSpec));
    // Optional peers only where the page installs them.
    const peers = Object.entries(pkg.manifest.peerDependencies ?? {}).filter(
      ([n]) =>
        !ours.has(n) && (pkg.manifest.peerDependenciesMeta?.[n]?.optional !== true || named.has(n)),
    );
    const floors = peers.map(([name, range]) => `${name}@${rangeFloor(range)}`);
    const installs = [
      ...pageInstalls(page, blocks).filter(
        (spec) => !peers.some(([n]) => n === packageOfSpec(spec)),
      ),
      ...floors,
    ];
    const unmet = unmetEngines([pkg.manifest.name]);
    let dir = "";
    beforeAll(() => {
      if (unmet !== undefined) return;
      dir = exampleProject(projects, installs, tarballs).dir;
    }, 360_000);

    const programs = blocks.filter((block) => isProgram(block) && fragmentOf(block) === undefined);
    it
      .skipIf(unmet !== undefined)
      .each(programs.map((block) => [blockName(block), block] as const))(
      `%s prints what its comments show with ${floors.join(", ")}${unmet ? ` (skipped: ${unmet})` : ""}`,
      (_name, block) => {
        const run = runProgram(dir, block);
        expect(run.stderr).toBe("");
        expect(run.stdout).toBe(lines(expectedOutput(block.body)));
      },
    );
  },
);

/** Runs a `console` command in `dir` with the project's bins on the PATH; its stdout and stderr, as a terminal shows them. */
function runCommand(dir: string, command: string): string {
  const bin = join(dir, "node_modules", ".bin");
  const env = { ...cleanEnv(), PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` };
  const run = spawnSync("bash", ["-c", `{ ${command}\n} 2>&1`], {
    cwd: dir,
    encoding: "utf8",
    env,
    timeout: 60_000,
  });
  return run.stdout;
}

/** Runs a program block in `dir` as a reader runs it: TypeScript stripped of its types. */
function runProgram(dir: string, block: DocBlock) {
  const name = fileNameOf(block) ?? `example-${block.line}.ts`;
  const commonJs = /\.c[jt]s$/.test(name);
  const code = /\.[cm]?ts$/.test(name)
    ? transformSync(block.body, { loader: "ts", format: commonJs ? "cjs" : "esm" }).code
    : block.body;
  const file = join(
    dir,
    name.replace(/\.([cm]?)ts$/, (_, kind) => `.${kind || "m"}js`),
  );
  writeFileSync(file, code);
  return spawnSync(process.execPath, [file], {
    cwd: dir,
    encoding: "utf8",
    env: cleanEnv(),
    timeout: 60_000,
  });
}

const lines = (output: readonly string[]): string =>
  output.length ? `${output.join("\n")}\n` : "";

/**
 * Why this Node.js cannot run the packages of ours among `names`, from their `engines` (`>=X.Y.Z`
 * ranges); `undefined` when it can.
 */
function unmetEngines(names: readonly string[]): string | undefined {
  const current = process.versions.node.split(".").map(Number);
  for (const pkg of packages) {
    if (!names.includes(pkg.manifest.name)) continue;
    const range = pkg.manifest.engines?.node ?? "";
    const wanted = /^>=(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
    if (wanted === null) throw new Error(`${pkg.manifest.name}: engines.node ${range} is not >=X`);
    const need = wanted.slice(1).map((part) => Number(part ?? 0));
    for (let i = 0; i < 3; i++) {
      if ((current[i] ?? 0) > (need[i] ?? 0)) break;
      if ((current[i] ?? 0) < (need[i] ?? 0))
        return `${pkg.manifest.name} needs Node.js ${range}, this is ${process.versions.node}`;
    }
  }
  return undefined;
}
