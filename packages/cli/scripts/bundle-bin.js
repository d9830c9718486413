// Bundles the bin (`src/bin.ts`) with the tool-input packages it runs into one file,
// `dist/bin.js`: loading some 300 small modules one by one took most of a command's start-up
// (docs/cli.md, "Start-up"). Third-party packages and peers stay imports, each one a dependency
// or peer of this package, so the installed package resolves them; a bare import that is
// neither fails the build. The bundle is not minified and keeps a comment naming each source
// file, so it has no source map (one would point outside the package).
import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const peers = new Set(Object.keys(manifest.peerDependencies ?? {}));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));

/** `ajv/dist/2020.js` is `ajv`; `@scope/name/sub` is `@scope/name`. */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Ours are bundled, from their TypeScript sources; everything else stays an import, if declared. */
const imports = {
  name: "imports",
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (isBuiltin(path)) return { path, external: true };
      const name = packageOf(path);
      if (name.startsWith("@tool-input/") && !peers.has(name)) return undefined;
      if (dependencies.has(name) || peers.has(name)) return { path, external: true };
      return {
        errors: [{ text: `${importer} imports ${name}, not a dependency of ${manifest.name}` }],
      };
    });
  },
};

await build({
  entryPoints: [new URL("../src/bin.ts", import.meta.url).pathname],
  outfile: new URL("../dist/bin.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  conditions: ["@tool-input/source"],
  plugins: [imports],
  logLevel: "warning",
});
