import { describe, expect, it } from "vitest";
import { coerce } from "../coerce.js";
import type { Coercion } from "../types.js";
import { markupParts } from "./markup-parts.js";

const schema = {
  type: "object",
  properties: { body: { type: "string" }, "2": { type: "string" }, "10": { type: "string" } },
};

/** The parts of the one markup coercion `coerce` records for `input`. */
function partsOf(input: Record<string, unknown>) {
  const { coercions } = coerce(input, schema, { markup: "split" });
  const markup = coercions.filter((coercion) => coercion.rule === "markup");
  expect(markup).toHaveLength(1);
  return markupParts(markup[0] as Coercion);
}

describe("markupParts", () => {
  it.each([
    {
      name: "a value holding markup keeps its key, though an integer-like name sorts first",
      input: { body: 'Fix it.</parameter>\n<parameter name="2">a' },
      expected: { kept: "body", moved: ["2"] },
    },
    {
      name: "a key holding markup keeps the key's text before it",
      input: { 'body</parameter>\n<parameter name="2">': "x" },
      expected: { kept: "body", moved: ["2"] },
    },
    {
      name: "an integer-like kept key, prefix of nothing longer",
      input: { '10</parameter>\n<parameter name="2">': "x" },
      expected: { kept: "10", moved: ["2"] },
    },
    {
      name: "a kept key that starts with a moved name",
      input: { '2x</parameter>\n<parameter name="2">': "x" },
      expected: { kept: "2x", moved: ["2"] },
    },
  ])("$name", ({ input, expected }) => {
    expect(partsOf(input)).toEqual(expected);
  });

  it("is undefined for another rule, a `to` that is no object, or a hostile coercion", () => {
    expect(markupParts({ path: ["a"], rule: "number", from: "1", to: 1 })).toBeUndefined();
    expect(markupParts({ path: ["a"], rule: "markup", from: "x", to: "x" })).toBeUndefined();
    const hostile = new Proxy({} as Coercion, {
      get() {
        throw new Error("boom");
      },
    });
    expect(markupParts(hostile)).toBeUndefined();
  });
});
