import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testedOn } from "./support/node-versions.js";
import { importedPackages, shippedSources, undeclaredImports } from "./support/source-imports.js";
import { floorAtLeast, satisfies } from "./support/version-range.js";
import { type Manifest, publishedPackages, repoRoot } from "./support/workspace-packages.js";

// What a package needs to be published (docs/install.md, CONTRIBUTING.md "Releasing"). Every
// package of packages/* is checked, so one added later is held to the same rules.
const REPOSITORY = "https://github.com/tool-input/tool-input";
const packages = publishedPackages();
const names = new Set(packages.map((pkg) => pkg.manifest.name));
const rootLicense = readFileSync(join(repoRoot, "LICENSE"), "utf8");
// Kept free of run-time dependencies (and of Node built-ins), so they cost nothing to install
// and bundle for a browser (docs/install.md "Bundle size"): the base package depends on nothing,
// coerce and format on the base alone.
const DEPENDENCY_FREE: Readonly<Record<string, readonly string[]>> = {
  "@tool-input/json": [],
  "@tool-input/coerce": ["@tool-input/json"],
  "@tool-input/format": ["@tool-input/json"],
};

/** Every `[text](target)` and `[label]: target` link of a Markdown text. */
function linkTargets(markdown: string): string[] {
  const inline = [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  const reference = [...markdown.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]);
  return [...inline, ...reference].filter((target): target is string => target !== undefined);
}

/** The run-time specifiers: dependencies, peer and optional dependencies. */
function runtimeSpecifiers(manifest: Manifest): [string, string][] {
  return Object.entries({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
    ...manifest.optionalDependencies,
  });
}

describe.each(packages)("packages/$dir", ({ dir, path, manifest }) => {
  it("says where it comes from: licence, repository, homepage, bugs, keywords", () => {
    expect({
      license: manifest.license,
      repository: manifest.repository,
      homepage: manifest.homepage,
      bugs: manifest.bugs,
    }).toEqual({
      license: "MIT",
      repository: { type: "git", url: `git+${REPOSITORY}.git`, directory: `packages/${dir}` },
      homepage: `${REPOSITORY}/tree/main/packages/${dir}#readme`,
      bugs: { url: `${REPOSITORY}/issues` },
    });
    expect(manifest.description?.length ?? 0).toBeGreaterThan(0);
    expect(manifest.keywords?.length ?? 0).toBeGreaterThan(0);
  });

  it("ships the root LICENSE, word for word", () => {
    expect(existsSync(join(path, "LICENSE")), `copy LICENSE to packages/${dir}/`).toBe(true);
    expect(readFileSync(join(path, "LICENSE"), "utf8")).toBe(rootLicense);
  });

  it("is published public, with provenance, for Node >= 20.19, as ESM with types first", () => {
    expect(manifest.publishConfig).toEqual({ access: "public", provenance: true });
    expect(Object.keys(manifest.engines ?? {})).toEqual(["node"]);
    expect(manifest.engines?.node).toMatch(/^>=\d+(\.\d+)?$/);
    // require() of an ES module: Node.js 20.19 (docs/install.md).
    expect(floorAtLeast(manifest.engines?.node ?? "", ">=20.19")).toBe(true);
    expect(manifest.files).toEqual(expect.arrayContaining(["dist", "CHANGELOG.md"]));
    const exports = manifest.exports as Record<string, Record<string, string> | string> | undefined;
    const root = exports?.["."];
    expect(Object.keys(root ?? {}).filter((key) => key !== "@tool-input/source")).toEqual([
      "types",
      "default",
    ]);
  });

  it("exports ./package.json, for tools that read a dependency's manifest", () => {
    const exports = manifest.exports as Record<string, unknown> | undefined;
    expect(exports?.["./package.json"]).toBe("./package.json");
  });

  it("asks in engines.node at least what each dependency and peer asks, at the version tested", () => {
    const own = manifest.engines?.node ?? "";
    const weaker = runtimeSpecifiers(manifest).flatMap(([name]) => {
      const installed = join(path, "node_modules", name, "package.json");
      const theirs = (JSON.parse(readFileSync(installed, "utf8")) as Manifest).engines?.node;
      return theirs === undefined || floorAtLeast(own, theirs) ? [] : [`${name}: ${theirs}`];
    });
    expect(weaker, `engines.node is ${own}`).toEqual([]);
  });

  it("says in its README which Node.js it needs, as engines.node does, and which CI runs", () => {
    const floor = (manifest.engines?.node ?? "").replace(/^>=/, "");
    const readme = readFileSync(join(path, "README.md"), "utf8");
    expect(readme).toContain(`Node.js ${floor} or later`);
    const majors = testedOn(floor).map(String);
    const listed = `${majors.slice(0, -1).join(", ")} and ${majors.at(-1)}`;
    expect(readme).toContain(`tested on ${listed}`);
  });

  it("has peer ranges that admit the version its tests run (its devDependency)", () => {
    const outside = Object.entries(manifest.peerDependencies ?? {}).filter(
      ([name, range]) =>
        !names.has(name) && !satisfies(manifest.devDependencies?.[name] ?? "0.0.0", range),
    );
    expect(outside).toEqual([]);
  });

  it("depends on siblings with workspace:^ and on other packages with a ^ range", () => {
    // A 0.x peer, whose minor versions may break, is bounded: `>=0.18.0 <0.21.0`.
    const wrong = runtimeSpecifiers(manifest).filter(([name, spec]) =>
      names.has(name) ? spec !== "workspace:^" : !/^(\^\d|>=0\.\d+\.\d+ <0\.\d+\.0$)/.test(spec),
    );
    expect(wrong, "siblings: workspace:^; others: a range such as ^8.17.1").toEqual([]);
  });

  it("pins its devDependencies to exact versions", () => {
    const loose = Object.entries(manifest.devDependencies ?? {}).filter(
      ([, spec]) =>
        !/^(catalog:|workspace:\*|workspace:\^)$/.test(spec) &&
        !/^(npm:[^@]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec.replace(/^npm:@/, "npm:")),
    );
    expect(loose).toEqual([]);
  });

  it("has a devDependency for each peer, the version the tests and the consumer test use", () => {
    const peers = Object.keys(manifest.peerDependencies ?? {}).filter((name) => !names.has(name));
    const missing = peers.filter((name) => manifest.devDependencies?.[name] === undefined);
    expect(missing).toEqual([]);
  });

  it("declares every package its code imports, and imports every package it declares", () => {
    // A bin is built as one bundle (packages/cli/scripts/bundle-bin.js): what it imports is what
    // runs, the imports of the sibling packages it took in among them.
    const bins = Object.values(manifest.bin ?? {}).map((file) => join(path, file));
    const unbuilt = bins.filter((file) => !existsSync(file));
    expect(unbuilt, "run `pnpm build` first").toEqual([]);
    const imported = importedPackages([...shippedSources(join(path, "src")), ...bins]);
    const undeclared = undeclaredImports(imported, manifest);
    expect(undeclared, "imported but not in dependencies or peerDependencies").toEqual([]);
    const unused = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(
      (name) => !imported.has(name),
    );
    expect(unused, "declared but never imported by src/").toEqual([]);
  });

  it("has a README whose links work on the registry's page: absolute, into this repository", () => {
    const readmePath = join(path, "README.md");
    expect(existsSync(readmePath), `packages/${dir}/README.md, the registry's page`).toBe(true);
    const readme = existsSync(readmePath) ? readFileSync(readmePath, "utf8") : "";
    const targets = linkTargets(readme);
    const relative = targets.filter((target) => !/^(https:\/\/|mailto:|#)/.test(target));
    expect(relative, "the registry page has no repository beside it: use absolute URLs").toEqual(
      [],
    );
    const prefix = new RegExp(`^${REPOSITORY}/(?:blob|tree)/main/([^#?]*)`);
    const missing = targets
      .map((target) => prefix.exec(target)?.[1])
      .filter((file): file is string => file !== undefined && !existsSync(join(repoRoot, file)));
    expect(missing, "links into the repository name files that exist").toEqual([]);
  });
});

describe.each(Object.entries(DEPENDENCY_FREE))("%s", (name, allowed) => {
  it("depends on no other run-time package and imports nothing but its own files and the base", () => {
    const pkg = packages.find((candidate) => candidate.manifest.name === name);
    expect(pkg, `${name} is a package of packages/*`).toBeDefined();
    if (pkg === undefined) return;
    expect(runtimeSpecifiers(pkg.manifest).map(([dependency]) => dependency)).toEqual(allowed);
    expect([...importedPackages(shippedSources(join(pkg.path, "src")))].sort()).toEqual(allowed);
  });
});

describe(".changeset", () => {
  const dir = join(repoRoot, ".changeset");
  const entries = readdirSync(dir).filter((file) => file.endsWith(".md") && file !== "README.md");

  it("config.json publishes public, with changelogs, from main", () => {
    const config = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as {
      access?: string;
      baseBranch?: string;
      changelog?: unknown;
    };
    expect({
      access: config.access,
      baseBranch: config.baseBranch,
      changelog: config.changelog,
    }).toEqual({ access: "public", baseBranch: "main", changelog: "@changesets/cli/changelog" });
  });

  it.each(entries)("%s names published packages, a bump and a summary", (file) => {
    const text = readFileSync(join(dir, file), "utf8");
    const parts = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
    expect(parts, "front matter between --- lines, then the summary").not.toBeNull();
    const releases = (parts?.[1] ?? "").split("\n").filter((line) => line.trim() !== "");
    expect(releases.length).toBeGreaterThan(0);
    for (const line of releases) {
      const release = /^["']?(@?[\w./-]+)["']?:\s*(patch|minor|major)$/.exec(line.trim());
      expect(release?.[1] !== undefined && names.has(release[1]), line).toBe(true);
    }
    expect((parts?.[2] ?? "").trim().length).toBeGreaterThan(0);
  });
});
