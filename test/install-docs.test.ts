import { describe, expect, it } from "vitest";
import { bundleScenario } from "../bench/scenarios/bundle.js";
import { readRepoFile } from "./support/doc-examples.js";
import { nodeMajorsTested, testedOn } from "./support/node-versions.js";
import { cellMismatch, tableWithColumn } from "./support/size-table.js";
import { publishedPackages } from "./support/workspace-packages.js";

// The bundle sizes docs/performance.md (section 8) and docs/install.md give are what
// `pnpm bench bundle` measures now: the test runs the scenario itself, so a change that moves a
// size past the tolerance of `cellMismatch`, a package added to packages/*, or one that becomes
// bundleable for browsers fails here until the pages say so.

const measured = await bundleScenario();
const install = readRepoFile("docs/install.md");
const column = "min + gzip";

describe.each(["docs/performance.md", "docs/install.md"])("%s", (page) => {
  const table = tableWithColumn(readRepoFile(page), column);

  it(`has a table with a "${column}" column, a row per published package`, () => {
    expect(table?.rows.map((row) => row[0]?.replaceAll("`", ""))).toEqual(
      publishedPackages().map((pkg) => pkg.manifest.name),
    );
  });

  it("shows, for each package, what `pnpm bench bundle` measures now", () => {
    const wrong: string[] = [];
    for (const row of table?.rows ?? []) {
      const name = row[0]?.replaceAll("`", "") ?? "";
      const now = measured.rows.find((candidate) => candidate[0] === name);
      if (now === undefined) {
        wrong.push(`${name}: not measured`);
        continue;
      }
      table?.head.forEach((header, i) => {
        const at = measured.head.indexOf(header);
        if (i === 0 || at < 0) return;
        const why = cellMismatch(row[i] ?? "", now[at] ?? "");
        if (why !== undefined) wrong.push(`${name}, ${header}: ${why}`);
      });
    }
    expect(wrong, "run `pnpm bench bundle` and copy its figures").toEqual([]);
  });
});

describe("docs/install.md", () => {
  it("names every dependency of @tool-input/validate with its range", () => {
    const validate = publishedPackages().find(
      (pkg) => pkg.manifest.name === "@tool-input/validate",
    );
    const named = Object.entries(validate?.manifest.dependencies ?? {}).map(([name, range]) =>
      range.startsWith("workspace:") ? `\`${name}\`` : `\`${name}\` (\`${range}\``,
    );
    expect(named.filter((text) => !install.includes(text))).toEqual([]);
  });

  it("says for each package the Node.js it needs (engines.node) and the versions CI runs it on", () => {
    const table = tableWithColumn(install, "Node.js");
    const expected = publishedPackages().map((pkg) => {
      const floor = (pkg.manifest.engines?.node ?? "").replace(/^>=/, "");
      return [`\`${pkg.manifest.name}\``, `${floor} or later`, testedOn(floor).join(", ")];
    });
    expect(nodeMajorsTested().length).toBeGreaterThan(1);
    expect(table?.rows).toEqual(expected);
  });
});
