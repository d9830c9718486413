import { createRequire } from "node:module";
import draft07 from "ajv/dist/refs/json-schema-draft-07.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { dialectMetaSchemas } from "./dialect-meta-schemas.js";
import { draft07MetaSchema } from "./draft-07-meta-schema.js";

// The interpreter's meta-schemas are data, generated from Ajv's own files (ajv/dist/refs): one
// copy per dialect, none repeating another (draft-07 in draft-07-meta-schema.ts, 2019-09 and
// 2020-12 in dialect-meta-schemas.ts). Pinned here to Ajv's files, so neither can drift.

const require = createRequire(import.meta.url);
const maps = new Set([
  "properties",
  "patternProperties",
  "$defs",
  "definitions",
  "dependentSchemas",
]);
const dropped = new Set(["$vocabulary", "$schema", "$dynamicAnchor", "$recursiveAnchor"]);

/** Ajv's file as the interpreter holds it: dynamic references as `$ref`s to the root. */
function asHeld(node: unknown, root: string, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => asHeld(item, root));
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isMap) out[key] = asHeld(value, root);
    else if (dropped.has(key)) continue;
    else if (key === "$dynamicRef" || key === "$recursiveRef") out.$ref = root;
    else out[key] = asHeld(value, root, maps.has(key));
  }
  return out;
}

const files: Record<"2019-09" | "2020-12", string[]> = {
  "2019-09": [
    "schema",
    "meta/core",
    "meta/applicator",
    "meta/validation",
    "meta/meta-data",
    "meta/format",
    "meta/content",
  ],
  "2020-12": [
    "schema",
    "meta/core",
    "meta/applicator",
    "meta/unevaluated",
    "meta/validation",
    "meta/meta-data",
    "meta/format-annotation",
    "meta/content",
  ],
};

describe("the interpreter's meta-schemas are Ajv's", () => {
  it("draft-07: Ajv's file, as it is", () => {
    expect(draft07MetaSchema).toEqual(draft07);
  });

  it.each(["2019-09", "2020-12"] as const)(
    "%s: Ajv's files, dynamic references as $ref",
    (dialect) => {
      const root = `https://json-schema.org/draft/${dialect}/schema`;
      const ajvFiles = files[dialect].map((file) =>
        asHeld(require(`ajv/dist/refs/json-schema-${dialect}/${file}.json`), root),
      );
      const byId = (list: readonly unknown[]) =>
        Object.fromEntries(list.map((resource) => [(resource as { $id: string }).$id, resource]));
      expect(dialectMetaSchemas[dialect][0]).toEqual(ajvFiles[0]);
      expect(byId(dialectMetaSchemas[dialect])).toEqual(byId(ajvFiles));
    },
  );
});
