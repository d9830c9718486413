import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { createAjvEngine } from "./ajv-engine.js";
import { urlExactLength } from "./linear-keywords.js";

// Ajv's own keyword, for comparison: every pair compared.
const plainAjv = new Ajv2020({ strict: false, allErrors: true });
const ajvUnique = plainAjv.compile({ uniqueItems: true });

const outcome = createAjvEngine().compile({ uniqueItems: true });
const ourReport = outcome.ok ? outcome.report : () => [];

// JSON data: objects with Object.prototype (Ajv also tells a null-prototype copy apart).
describe("uniqueItems, linear in the input", () => {
  it("reports the pair Ajv reports, with Ajv's params and message", () => {
    const item = fc.oneof(
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom("a", "1"),
      fc.record({ a: fc.integer({ min: 0, max: 2 }) }, { noNullPrototype: true }),
      fc.constant([1, { b: 2 }]),
      fc.constant({ x: 1, y: 2 }),
      fc.constant({ y: 2, x: 1 }),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        ajvUnique(items);
        const expected = (ajvUnique.errors ?? []).map(({ params, message }) => ({
          params,
          message,
        }));
        const actual = ourReport(items).map(({ params, message }) => ({
          params,
          message,
        }));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it("tells apart items with a toJSON (two Dates) by what they write, as Ajv tells them apart", () => {
    const validator = createValidator({ engine: "ajv" });
    const schema = { type: "array", uniqueItems: true };
    expect(ajvUnique([new Date(0), new Date(1)])).toBe(true);
    expect(validator.validate(schema, [new Date(0), new Date(1)]).status).toBe("valid");
    expect(validator.validate(schema, [new Date(0), new Date(0)]).status).toBe("invalid");
  });

  // docs/pipeline.md, "Engines": where Ajv's deep equality and JSON Schema's disagree.
  it("calls equal what JSON Schema calls equal, where Ajv's deep equality does not", () => {
    const tool = { name: "tag", inputSchema: { type: "array", uniqueItems: true } };
    const constructors = JSON.parse('[{"constructor":{}},{"constructor":{}}]') as unknown[];
    expect(ajvUnique(constructors)).toBe(true);
    const duplicate =
      "tag failed due to the following issue:\nThe input must not contain duplicate items but items [0] and [1] are equal";
    const validate = (engine: "ajv" | "interpreter", items: unknown[]) => {
      const result = createValidator({ engine }).validateToolInput(tool, items);
      return result.ok ? "" : result.message;
    };
    expect(validate("ajv", constructors)).toBe(duplicate);
    expect(validate("interpreter", constructors)).toBe(duplicate);
    // Values only an input built in memory holds, compared as JSON writes them; the
    // interpreter's report (@cfworker/json-schema's equality) finds no pair there.
    for (const items of [
      [{ a: undefined }, {}],
      [Number.NaN, null],
    ]) {
      expect(ajvUnique(items)).toBe(true);
      expect(validate("ajv", items)).toBe(duplicate);
      expect(validate("interpreter", items)).toBe(
        "tag failed due to the following issue:\nThe input is not valid",
      );
    }
  });

  it("answers 20,000 distinct objects at once, and finds a duplicate among them (finding 9)", () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({ id: i, tags: [i % 7, "x"] }));
    const tool = { name: "batch", inputSchema: { type: "array", uniqueItems: true } };
    const validator = createValidator();
    expect(validator.validateToolInput(tool, items).ok).toBe(true);
    const result = validator.validateToolInput(tool, [...items, { tags: [3, "x"], id: 3 }]);
    expect(result.ok ? "" : result.message).toBe(
      "batch failed due to the following issue:\nThe input must not contain duplicate items but items [3] and [20000] are equal",
    );
  });
});

describe("format: url, linear past its exact length", () => {
  const tool = { name: "open", inputSchema: { type: "string", format: "url" } };

  it.each([
    ["https://example.com/a?b=c", true],
    ["ftp://user:pw@host.org", true],
    ["https://10.0.0.1/", false],
    ["not a url", false],
  ])("%s: %s, as ajv-formats answers", (url, valid) => {
    expect(createValidator().validateToolInput(tool, url).ok).toBe(valid);
  });

  it("answers a 100,000-character string that backtracks ajv-formats' expression at once", () => {
    const validator = createValidator();
    expect(validator.validateToolInput(tool, `http://${"a:".repeat(50_000)}`).ok).toBe(false);
    const long = `https://example.com/${"a".repeat(100_000)}`;
    expect(long.length).toBeGreaterThan(urlExactLength);
    expect(validator.validateToolInput(tool, long).ok).toBe(true);
  });
});
