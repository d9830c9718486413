import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  corpusAvailable,
  corpusDir,
  loadBfclSample,
  loadMcpTools,
  loadRejections,
  loadTypeNameMapping,
} from "./corpus.js";

const jsonTypes = ["string", "number", "integer", "boolean", "null", "array", "object"];

/** Every `type` value at a schema position (not inside `properties` names or `enum` data). */
function typesIn(schema: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(schema)) for (const s of schema) typesIn(s, found);
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return found;
  const node = schema as Record<string, unknown>;
  if ("type" in node) found.push(...[node.type].flat());
  for (const k of ["properties", "patternProperties", "$defs", "definitions"]) {
    if (node[k] && typeof node[k] === "object") typesIn(Object.values(node[k]), found);
  }
  for (const k of ["items", "prefixItems", "additionalProperties", "anyOf", "oneOf", "allOf"]) {
    if (k in node) typesIn(node[k], found);
  }
  return found;
}

describe("corpusDir", () => {
  it("is ../shared/corpus from the repo root (the parent of test/)", () => {
    const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));
    expect(corpusDir).toBe(join(repoRoot, "..", "shared", "corpus"));
  });
});

describe.skipIf(!corpusAvailable)(
  corpusAvailable ? "corpus loaders" : "corpus loaders: SKIPPED, ../shared/corpus is absent",
  () => {
    it("loads the 313 tools of the 18 server captures, not the rejections file", () => {
      const tools = loadMcpTools();
      expect(tools).toHaveLength(313);
      expect(new Set(tools.map((t) => t.server)).size).toBe(18);
      expect(tools.every((t) => t.inputSchema.type === "object")).toBe(true);
      expect(tools.find((t) => t.server === "filesystem" && t.name === "edit_file")).toBeDefined();
    });

    it("loads the 33 rejections and 8 accepted or inconclusive calls", () => {
      const { rejections, acceptedOrInconclusive } = loadRejections();
      expect(rejections).toHaveLength(33);
      expect(acceptedOrInconclusive).toHaveLength(8);
      expect(rejections[0]?.request.params.name).toBe(rejections[0]?.tool);
    });

    it("reads the type-name mapping from schema-features.json", () => {
      const mapping = loadTypeNameMapping();
      expect(mapping.get("dict")).toBe("object");
      expect(mapping.get("float")).toBe("number");
      expect(mapping.get("tuple")).toBe("array");
      expect(mapping.get("long")).toBe("integer");
      expect(mapping.has("any")).toBe(false);
    });

    it("samples every 50th BFCL line with only JSON Schema type names left", () => {
      const sample = loadBfclSample();
      expect(sample).toHaveLength(214);
      expect(sample[0]).toMatchObject({
        source: "bfcl/BFCL_v4_irrelevance.json",
        name: "determine_body_mass_index",
        inputSchema: { type: "object", properties: { weight: { type: "number" } } },
      });
      for (const { inputSchema } of sample) {
        for (const type of typesIn(inputSchema)) expect(jsonTypes).toContain(type);
      }
      expect(loadBfclSample(1000)).toHaveLength(11);
    });
  },
);
