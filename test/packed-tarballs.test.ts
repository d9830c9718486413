import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { promisify } from "node:util";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv } from "./support/clean-env.js";
import { consumerFiles } from "./support/consumer-files.js";
import { exampleProject, exampleProjectsRoot } from "./support/example-project.js";
import { expectedTarballFiles } from "./support/expected-tarball.js";
import { type PackedTarball, packWorkspace } from "./support/pack-workspace.js";
import { importedPackages, undeclaredImports } from "./support/source-imports.js";
import { type Manifest, publishedPackages, repoRoot } from "./support/workspace-packages.js";

// What a user gets from the registry, before it is published (docs/install.md): every package
// of packages/* packed as `pnpm -r publish` packs it, linted, then installed with npm into a
// fresh project and used there from ESM, from CommonJS, from TypeScript and as a command.
const packages = publishedPackages();
const names = packages.map((pkg) => pkg.manifest.name);
const work = mkdtempSync(join(tmpdir(), "tool-input-tarballs-"));
let tarballs: PackedTarball[] = [];
const tarballOf = (name: string): PackedTarball => {
  const found = tarballs.find((tarball) => tarball.name === name);
  if (found === undefined) throw new Error(`no tarball was packed for ${name}`);
  return found;
};

beforeAll(() => {
  tarballs = packWorkspace(packages, join(work, "tarballs"));
}, 120_000);
// The project holds the frameworks that are peers of the adapters: removing it takes a while.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

// attw loads TypeScript for each tarball: seconds each on a busy machine.
describe.each(packages)("the tarball of $manifest.name", { timeout: 120_000 }, (pkg) => {
  it("holds exactly the files it should: no tests, no stray files", () => {
    expect(tarballOf(pkg.manifest.name).files).toEqual(expectedTarballFiles(pkg));
  });

  it("has source and declaration maps that point at files inside it", () => {
    const { files, unpacked } = tarballOf(pkg.manifest.name);
    const dangling = files
      .filter((file) => file.endsWith(".map"))
      .flatMap((map) => {
        const { sources } = JSON.parse(readFileSync(join(unpacked, map), "utf8")) as {
          sources: string[];
        };
        return sources
          .map((source) => relative(unpacked, join(unpacked, dirname(map), source)))
          .filter((source) => !files.includes(source.replaceAll("\\", "/")));
      });
    expect(dangling).toEqual([]);
  });

  it("has declaration files that import only its own files and the packages it depends on", () => {
    const { files, unpacked } = tarballOf(pkg.manifest.name);
    const manifest = JSON.parse(readFileSync(join(unpacked, "package.json"), "utf8")) as Manifest;
    const declarations = files.filter((file) => file.endsWith(".d.ts"));
    const imported = importedPackages(declarations.map((file) => join(unpacked, file)));
    const undeclared = undeclaredImports(imported, manifest);
    expect(undeclared, "a user without these packages would get `any` for their types").toEqual([]);
  });

  it("passes publint, suggestions included", async () => {
    const tarball = readFileSync(tarballOf(pkg.manifest.name).filename);
    const { messages, pkg: manifest } = await publint({
      pack: { tarball: new Uint8Array(tarball).buffer },
      strict: true,
    });
    expect(messages.map((message) => formatMessage(message, manifest, { color: false }))).toEqual(
      [],
    );
  });

  // ESM only by design: the only problems attw may find are on the resolutions of CommonJS
  // (`node10`, `node16` from CJS), which its `esm-only` profile ignores (docs/install.md).
  it("passes attw --profile esm-only; its only problems are CommonJS resolutions", async () => {
    const attw = join(repoRoot, "node_modules", ".bin", "attw");
    const args = [
      tarballOf(pkg.manifest.name).filename,
      "--profile",
      "esm-only",
      "--format",
      "json",
    ];
    const { stdout } = await promisify(execFile)(attw, args, { env: cleanEnv() }).catch(
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`attw failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
      },
    );
    const report = JSON.parse(stdout) as {
      problems: Record<string, { resolutionKind?: string }[]>;
    };
    const kinds = Object.values(report.problems)
      .flat()
      .map((problem) => problem.resolutionKind);
    expect(kinds.filter((kind) => kind !== "node10" && kind !== "node16-cjs")).toEqual([]);
  });
});

// The install needs the registry for Ajv and the peers; without it the rest is skipped, saying so.
const probe = spawnSync("npm", ["view", "ajv", "version", "--fetch-retries=0"], {
  encoding: "utf8",
  env: cleanEnv(),
  timeout: 30_000,
});
const offline = probe.status !== 0;
if (offline) {
  const why =
    probe.error?.message ?? probe.stderr.split("\n").find((line) => line.trim() !== "") ?? "";
  console.warn(`Skipped: installing the packed tarballs; npm cannot reach the registry (${why})`);
}

describe.skipIf(offline)(
  "the tarballs installed with npm into a fresh project",
  { timeout: 120_000 },
  () => {
    let project = "";
    const run = (command: string, args: readonly string[]) =>
      spawnSync(command, args, {
        cwd: project,
        encoding: "utf8",
        env: cleanEnv(),
        timeout: 300_000,
      });

    beforeAll(() => {
      const install = [...names, ...peersToInstall(tarballs)];
      const nodeTypes = tarballs.some(usesNodeTypes);
      if (nodeTypes) install.push(`@types/node@${rootDevDependency("@types/node")}`);
      project = exampleProject(exampleProjectsRoot(join(work, "projects")), install, tarballs).dir;
      for (const [file, text] of Object.entries(consumerFiles(names, nodeTypes)))
        writeFileSync(join(project, file), text);
    }, 360_000);

    it("imports every package's entry from ESM, with the exports its source has", async () => {
      const esm = run(process.execPath, ["exports.mjs", JSON.stringify(names)]);
      expect(esm.stderr).toBe("");
      expect(JSON.parse(esm.stdout)).toEqual(await sourceExports());
    });

    it("require()s every package's entry from a .cjs file (Node >= 20.19), with the same exports", async () => {
      const cjs = run(process.execPath, ["exports.cjs", JSON.stringify(names)]);
      expect(cjs.stderr).not.toMatch(/Error/);
      expect(JSON.parse(cjs.stdout)).toEqual(await sourceExports());
    });

    it.each(["use.mjs", "use.cjs"])("runs the README example from %s", (file) => {
      const used = run(process.execPath, [file]);
      expect(used.stderr).not.toMatch(/Error/);
      expect(used.stdout).toBe(
        [
          '{"path":"a.txt","head":5}',
          "<tool_use_error>InputValidationError: read_text_file failed due to the following issues:",
          "The required parameter `path` is missing",
          "An unexpected parameter `file` was provided</tool_use_error>",
          "",
        ].join("\n"),
      );
    });

    it.each(["nodenext", "bundler"])(
      "type-checks a consumer file under moduleResolution %s",
      (mode) => {
        const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");
        const checked = run(process.execPath, [tsc, "-p", `tsconfig.${mode}.json`]);
        expect(checked.stdout + checked.stderr).toBe("");
        expect(checked.status).toBe(0);
      },
    );

    it("runs the installed `tool-input` command: --version, and replay of the bundled sample", () => {
      const bin = join(project, "node_modules", ".bin", "tool-input");
      const version = run(bin, ["--version"]);
      expect(version.stdout).toBe(`${tarballOf("@tool-input/cli").version}\n`);
      const replayed = run(bin, ["replay"]);
      expect(replayed.stderr).toBe("");
      expect(replayed.status).toBe(0);
      expect(replayed.stdout).toContain("Replayed the bundled sample: 44 calls against 8 tools.\n");
    });
  },
);

/** The names each package's source exports, sorted: what its built entry must export too. */
async function sourceExports(): Promise<Record<string, string[]>> {
  const exports: Record<string, string[]> = {};
  for (const name of names) exports[name] = Object.keys(await import(name)).sort();
  return exports;
}

/** Whether a declaration file of `tarball` uses Node's types (an import of `node:…`, `NodeJS.`). */
function usesNodeTypes(tarball: PackedTarball): boolean {
  return tarball.files
    .filter((file) => file.endsWith(".d.ts"))
    .some((file) =>
      /\bfrom "node:|\bNodeJS\.|types="node"/.test(
        readFileSync(join(tarball.unpacked, file), "utf8"),
      ),
    );
}

/** The version of `name` the root package.json pins. */
function rootDevDependency(name: string): string {
  const root = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as Manifest;
  const version = root.devDependencies?.[name];
  if (version === undefined) throw new Error(`the root package.json has no devDependency ${name}`);
  return version;
}

/**
 * The peer dependencies of the packed packages that are not among them, at the versions their
 * devDependencies pin (what their tests ran against), as `name@version` for `npm install`.
 */
function peersToInstall(packed: readonly PackedTarball[]): string[] {
  const specs = new Set<string>();
  for (const tarball of packed) {
    const manifest = JSON.parse(
      readFileSync(join(tarball.unpacked, "package.json"), "utf8"),
    ) as Manifest;
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {})) {
      if (names.includes(peer)) continue;
      specs.add(`${peer}@${manifest.devDependencies?.[peer] ?? range}`);
    }
  }
  return [...specs];
}
