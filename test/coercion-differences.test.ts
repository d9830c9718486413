import { coerce } from "@tool-input/coerce";
import { Ajv } from "ajv";
import { Type } from "typebox";
import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";

// Each row of the tables in docs/coercion.md, "How it differs from the alternatives", side by
// side: the other library, run for real, and coerce on the same input.

// Required, so rule omit (which removes an optional key holding "") does not apply.
const field = (type: unknown) => ({ type: "object", required: ["v"], properties: { v: type } });

/** Ajv with coerceTypes: the data object is changed in place, so a fresh one each time. */
function ajvCoerce(coerceTypes: true | "array", type: unknown, sent: unknown): unknown {
  const data = { v: sent };
  new Ajv({ coerceTypes, strict: false }).validate(field(type), data);
  return data.v;
}

function ours(type: unknown, sent: unknown, options?: Parameters<typeof coerce>[2]): unknown {
  return (coerce({ v: sent }, field(type), options).value as { v: unknown }).v;
}

describe("docs/coercion.md: Ajv coerceTypes", () => {
  it('row { n: "30" }: Ajv changes the object passed in, coerce returns a copy', () => {
    const schema = { type: "object", properties: { n: { type: "number" } } };
    const sentToAjv = { n: "30" };
    new Ajv({ coerceTypes: true }).validate(schema, sentToAjv);
    expect(sentToAjv).toEqual({ n: 30 });

    const sentToUs = { n: "30" };
    const { value } = coerce(sentToUs, schema);
    expect(value).toEqual({ n: 30 });
    expect(sentToUs).toEqual({ n: "30" });
  });

  it.each([
    { row: '"  ", number', type: { type: "number" }, sent: "  ", ajv: 0 },
    { row: '"0x10", number', type: { type: "number" }, sent: "0x10", ajv: 16 },
    { row: '"1e5", number', type: { type: "number" }, sent: "1e5", ajv: 100000 },
    {
      row: '"9007199254740993", integer',
      type: { type: "integer" },
      sent: "9007199254740993",
      ajv: 9007199254740992,
    },
    { row: '"", null', type: { type: "null" }, sent: "", ajv: null },
  ])("row $row: Ajv converts it, coerce leaves the string", ({ type, sent, ajv }) => {
    expect(ajvCoerce(true, type, sent)).toBe(ajv);
    expect(ours(type, sent)).toBe(sent);
  });

  it('row \'["a"]\', array: Ajv leaves it (or wraps it with coerceTypes: "array"), coerce decodes it', () => {
    const type = { type: "array", items: { type: "string" } };
    expect(ajvCoerce(true, type, '["a"]')).toBe('["a"]');
    expect(ajvCoerce("array", type, '["a"]')).toEqual(['["a"]']);
    expect(ours(type, '["a"]')).toEqual(["a"]);
  });

  it('row "null", null: Ajv leaves it, coerce makes it null', () => {
    expect(ajvCoerce(true, { type: "null" }, "null")).toBe("null");
    expect(ours({ type: "null" }, "null")).toBeNull();
  });
});

describe.each([
  { zod: "zod 3", z: z3 as unknown as typeof z4 },
  { zod: "zod 4", z: z4 },
])("docs/coercion.md: $zod z.coerce", ({ z }) => {
  it.each([
    {
      row: '"false", z.coerce.boolean()',
      schema: () => z.coerce.boolean(),
      type: { type: "boolean" },
      sent: "false",
      zod: true,
      coerced: false,
    },
    {
      row: '"yes", z.coerce.boolean()',
      schema: () => z.coerce.boolean(),
      type: { type: "boolean" },
      sent: "yes",
      zod: true,
      coerced: "yes",
    },
    {
      row: '"", z.coerce.number()',
      schema: () => z.coerce.number(),
      type: { type: "number" },
      sent: "",
      zod: 0,
      coerced: "",
    },
    {
      row: '" 30", z.coerce.number()',
      schema: () => z.coerce.number(),
      type: { type: "number" },
      sent: " 30",
      zod: 30,
      coerced: " 30",
    },
    {
      row: '"0x10", z.coerce.number()',
      schema: () => z.coerce.number(),
      type: { type: "number" },
      sent: "0x10",
      zod: 16,
      coerced: "0x10",
    },
  ])("row $row", ({ schema, type, sent, zod, coerced }) => {
    expect(schema().parse(sent)).toBe(zod);
    expect(ours(type, sent)).toBe(coerced);
  });
});

describe("docs/coercion.md: TypeBox Value.Convert", () => {
  const convert = (type: Parameters<typeof Type.Object>[0]["v"], sent: unknown) =>
    (Value.Convert(Type.Object({ v: type }), { v: sent }) as { v: unknown }).v;

  it('row "1", boolean: TypeBox makes it true, coerce leaves it', () => {
    expect(convert(Type.Boolean(), "1")).toBe(true);
    expect(ours({ type: "boolean" }, "1")).toBe("1");
  });

  it('row "FALSE", boolean: both caseless, coerce unless booleans: "exact"', () => {
    expect(convert(Type.Boolean(), "FALSE")).toBe(false);
    expect(ours({ type: "boolean" }, "FALSE")).toBe(false);
    expect(ours({ type: "boolean" }, "FALSE", { booleans: "exact" })).toBe("FALSE");
  });

  it('row "1.5", integer: TypeBox drops the fraction, coerce leaves the string', () => {
    expect(convert(Type.Integer(), "1.5")).toBe(1);
    expect(ours({ type: "integer" }, "1.5")).toBe("1.5");
  });

  it('row "false", number: TypeBox makes it 0, coerce leaves it', () => {
    expect(convert(Type.Number(), "false")).toBe(0);
    expect(ours({ type: "number" }, "false")).toBe("false");
  });

  it("row '[\"a\"]', array of strings: TypeBox wraps the text, coerce decodes it", () => {
    expect(convert(Type.Array(Type.String()), '["a"]')).toEqual(['["a"]']);
    expect(ours({ type: "array", items: { type: "string" } }, '["a"]')).toEqual(["a"]);
  });
});

// A faithful re-implementation of the public behaviour of Claude Code's zod/v4 preprocess
// wrappers: exactly "true"/"false" become booleans; strings matching /^-?\d+(\.\d+)?$/ become
// finite numbers; everything else reaches the inner schema unchanged.
function semanticBoolean<T extends z4.ZodType>(inner: T) {
  return z4.preprocess((v: unknown) => (v === "true" ? true : v === "false" ? false : v), inner);
}

function semanticNumber<T extends z4.ZodType>(inner: T) {
  return z4.preprocess((v: unknown) => {
    if (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v)) {
      const n = Number(v);
      if (Number.isFinite(n)) return n;
    }
    return v;
  }, inner);
}

describe("docs/coercion.md: Claude Code's semanticBoolean / semanticNumber", () => {
  it.each(["true", "false", "30", "-5", "3.14", "1e5", " 30", "0x10", "", "yes", "1"])(
    "agrees on %j (the same accepted forms)",
    (sent) => {
      const asBoolean = semanticBoolean(z4.boolean()).safeParse(sent);
      expect(ours({ type: "boolean" }, sent)).toBe(asBoolean.success ? asBoolean.data : sent);
      const asNumber = semanticNumber(z4.number()).safeParse(sent);
      expect(ours({ type: "number" }, sent)).toBe(asNumber.success ? asNumber.data : sent);
    },
  );

  it('row "9007199254740993", number: Claude Code loses a digit, coerce leaves the string', () => {
    expect(semanticNumber(z4.number()).parse("9007199254740993")).toBe(9007199254740992);
    expect(ours({ type: "number" }, "9007199254740993")).toBe("9007199254740993");
  });

  it("row '[\"a\"]', array: Claude Code has no JSON rule and fails, coerce decodes it", () => {
    const wrapped = z4.object({ v: z4.array(z4.string()) });
    expect(wrapped.safeParse({ v: '["a"]' }).success).toBe(false);
    expect(ours({ type: "array", items: { type: "string" } }, '["a"]')).toEqual(["a"]);
  });

  it('row "True", boolean: Claude Code leaves it, coerce reads it unless booleans: "exact"', () => {
    expect(semanticBoolean(z4.boolean()).safeParse("True").success).toBe(false);
    expect(ours({ type: "boolean" }, "True")).toBe(true);
    expect(ours({ type: "boolean" }, "True", { booleans: "exact" })).toBe("True");
  });
});
