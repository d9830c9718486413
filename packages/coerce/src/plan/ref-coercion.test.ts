import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { coerce } from "../coerce.js";

// Each reference, inside a schema where it either reaches an integer schema or something else:
// coerce repairs `"1"` into 1 exactly when Ajv checks the value against the integer schema.
describe("references are read as Ajv reads them", () => {
  const defs = {
    "a/b": { type: "integer" },
    a: { b: { type: "boolean" } },
    "a b": { type: "integer" },
    "a~b": { type: "integer" },
    int: { $anchor: "int", type: "integer" },
    dyn: { $dynamicAnchor: "dyn", type: "integer" },
    inner: {
      $id: "https://example.com/inner",
      $defs: { deep: { $anchor: "deep", type: "integer" } },
    },
  };
  it.each([
    "#/$defs/a%2Fb",
    "#/$defs/a~1b",
    "#/$defs/a/b",
    "#/$defs/a%20b",
    "#/$defs/a~0b",
    "#/$defs/a%7E0b",
    "#int",
    "#%69nt",
    "#dyn",
    "https://example.com/root#int",
    "inner#deep",
    "https://example.com/inner#deep",
    "inner#/$defs/deep",
    "#/$defs/inner/$defs/deep",
  ])("%s", (ref) => {
    const schema = {
      $id: "https://example.com/root",
      $defs: defs,
      type: "object",
      properties: { x: { $ref: ref } },
    };
    const validate = new Ajv2020({ strict: false }).compile(schema);
    const integerThere = validate({ x: 1 }) && !validate({ x: true }) && !validate({ x: "1" });
    expect(integerThere || validate({ x: true })).toBe(true); // the reference resolved
    const repaired = (coerce({ x: "1" }, schema).value as { x: unknown }).x;
    expect(repaired).toBe(integerThere ? 1 : "1");
  });

  it("follows a reference written where the schema's resource index stopped, from the root", () => {
    // 700 annotated properties (210,000 values) before the one holding the reference is read.
    const properties: Record<string, unknown> = { a: { $ref: "#/$defs/d" } };
    for (let index = 0; index < 700; index++) {
      const annotated: Record<string, unknown> = { type: "string" };
      for (let note = 0; note < 300; note++) annotated[`x-${note}`] = "v";
      properties[`p${index}`] = annotated;
    }
    const schema = { type: "object", properties, $defs: { d: { type: "integer" } } };
    expect(coerce({ a: "12" }, schema).value).toEqual({ a: 12 });
  });

  it("does not follow an anchor inside a nested $id resource, which Ajv cannot resolve from the root", () => {
    const schema = { $defs: defs, type: "object", properties: { x: { $ref: "#deep" } } };
    expect(() => new Ajv2020({ strict: false }).compile(schema)).toThrow(/can't resolve reference/);
    const input = { x: "1" };
    expect(coerce(input, schema).value).toBe(input);
  });
});
