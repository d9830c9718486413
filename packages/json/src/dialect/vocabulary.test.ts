import draft07 from "ajv/dist/refs/json-schema-draft-07.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import { evaluatedVocabulary, vocabularies } from "./vocabulary.js";

/** Where draft-07's meta-schema expects a schema: `#`, a list of `#`, or a map to `#`. */
function shapesOfDraft07(): { schema: string[]; list: string[]; map: string[] } {
  const shapes = { schema: [] as string[], list: [] as string[], map: [] as string[] };
  const text = (value: unknown) => JSON.stringify(value);
  for (const [keyword, value] of Object.entries(draft07.properties)) {
    const json = text(value);
    if (json.includes('"$ref":"#"') && !json.includes("additionalProperties")) {
      shapes.schema.push(keyword);
    }
    if (json.includes('"#/definitions/schemaArray"')) shapes.list.push(keyword);
    if (/"additionalProperties":\{(?:"anyOf":\[\{)?"\$ref":"#"\}/.test(json))
      shapes.map.push(keyword);
  }
  return shapes;
}

describe("vocabularies", () => {
  it("has draft-07's keywords by shape, as its meta-schema has them", () => {
    const expected = shapesOfDraft07();
    const vocabulary = vocabularies["draft-07"];
    expect([...vocabulary.schema].sort()).toEqual(expected.schema.sort());
    // The tuple form of `items` is a list too; the table lists `items` as one subschema.
    expect([...vocabulary.list, "items"].sort()).toEqual(expected.list.sort());
    expect([...vocabulary.map].sort()).toEqual(expected.map.sort());
  });

  it("knows 2020-12's new keywords and drops additionalItems there", () => {
    const vocabulary = vocabularies["2020-12"];
    expect(vocabulary.list.has("prefixItems")).toBe(true);
    expect(vocabulary.schema.has("additionalItems")).toBe(false);
    expect(vocabulary.map.has("$defs")).toBe(true);
    expect(vocabularies["draft-07"].list.has("prefixItems")).toBe(false);
  });

  it("leaves contentSchema, which Ajv never evaluates, out of the evaluated keywords", () => {
    expect(vocabularies["2020-12"].schema.has("contentSchema")).toBe(true);
    expect(evaluatedVocabulary.schema.has("contentSchema")).toBe(false);
    expect(evaluatedVocabulary.schema.has("additionalItems")).toBe(true);
  });
});
