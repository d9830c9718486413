import { existsSync, readdirSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { shippedSources } from "./source-imports.js";
import type { WorkspacePackage } from "./workspace-packages.js";

// Folders other than dist/ and src/ that a package ships on purpose.
const EXTRA_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  "@tool-input/cli": ["sample"], // the log `tool-input replay` replays when given none
};

/**
 * The files `pkg`'s tarball must hold, no more, worked out from the repository: package.json,
 * README.md, LICENSE, CHANGELOG.md once `pnpm changeset version` wrote it, the built `.js` and
 * `.d.ts` of every source file; when the package ships `src/` (without tests), the source
 * files and the source and declaration maps that point into them. A bin is one bundled `.js`
 * alone (packages/cli/scripts/bundle-bin.js).
 */
export function expectedTarballFiles(pkg: WorkspacePackage): string[] {
  const files = ["LICENSE", "README.md", "package.json"];
  if (existsSync(join(pkg.path, "CHANGELOG.md"))) files.push("CHANGELOG.md");
  const shipsSource = pkg.manifest.files?.includes("src") === true;
  const srcDir = join(pkg.path, "src");
  const bins = new Set(Object.values(pkg.manifest.bin ?? {}).map((file) => posix.normalize(file)));
  for (const source of shippedSources(srcDir)) {
    const stem = relative(srcDir, source).replaceAll("\\", "/").replace(/\.ts$/, "");
    if (bins.has(`dist/${stem}.js`)) {
      files.push(`dist/${stem}.js`, ...(shipsSource ? [`src/${stem}.ts`] : []));
      continue;
    }
    files.push(`dist/${stem}.js`, `dist/${stem}.d.ts`);
    if (shipsSource) files.push(`dist/${stem}.js.map`, `dist/${stem}.d.ts.map`, `src/${stem}.ts`);
  }
  for (const folder of EXTRA_FOLDERS[pkg.manifest.name] ?? []) {
    for (const entry of readdirSync(join(pkg.path, folder), {
      recursive: true,
      withFileTypes: true,
    }))
      if (entry.isFile())
        files.push(relative(pkg.path, join(entry.parentPath, entry.name)).replaceAll("\\", "/"));
  }
  return files.sort();
}
