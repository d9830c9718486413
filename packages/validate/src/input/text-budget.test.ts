import { describe, expect, it } from "vitest";
import { UncheckableInput } from "./guard-shapes.js";
import { longText } from "./long-text.js";
import { readsText, readText, textBudget, withTextBudget } from "./text-budget.js";

const million = "a".repeat(1_000_000);

/** A check that charges the length of every string it is given, as the string keywords do. */
const reader = (input: unknown): boolean => {
  for (const item of (input as { items: string[] }).items) readText(item.length);
  return true;
};

describe("withTextBudget", () => {
  it("measures the input once the budget is spent: past the text limit it is refused", () => {
    const check = withTextBudget(reader);
    const thrown = (() => {
      try {
        check({ items: Array(10_000).fill(million) });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(UncheckableInput);
    expect((thrown as UncheckableInput).issue).toBe(longText);
  });

  it("reads on without a budget once the measure finds the input within the limit", () => {
    let charged = 0;
    const check = withTextBudget((input) => {
      for (let i = 0; i < 100; i++) {
        readText((input as string).length);
        charged += (input as string).length;
      }
      return true;
    });
    // 100 reads of 1,000,000 characters: 25 times the budget, one string of the input.
    expect(check(million)).toBe(true);
    expect(charged).toBe(100 * million.length);
    expect(charged).toBeGreaterThan(textBudget);
  });

  it("gives every call its own budget, and charges nothing outside a budgeted check", () => {
    const check = withTextBudget(reader);
    const within = { items: Array(3).fill(million) };
    for (let i = 0; i < 10; i++) expect(check(within)).toBe(true);
    expect(() => reader({ items: Array(10_000).fill(million) })).not.toThrow();
  });

  it("keeps the budget of a call around a check run from inside it", () => {
    const inner = withTextBudget(reader);
    const outer = withTextBudget((input) => {
      readText(3_000_000);
      inner({ items: [million] });
      return reader(input);
    });
    expect(() => outer({ items: Array(10_000).fill(million) })).toThrow(UncheckableInput);
  });
});

describe("readsText", () => {
  it.each([
    [{ properties: { a: { type: "string", maxLength: 5 } } }, true],
    [{ properties: { a: { minLength: 1 } } }, true],
    [{ properties: { a: { pattern: "^a" } } }, true],
    [{ patternProperties: { "^a": {} } }, true],
    [{ propertyNames: { format: "email" } }, true],
    [{ $ref: "http://json-schema.org/draft-07/schema#" }, true],
    [{ properties: { a: { $ref: "#/$defs/a" } }, $defs: { a: { type: "string" } } }, false],
    [{ properties: { a: { type: "string", description: 'a "pattern": here' } } }, false],
    [{ type: "object", properties: { n: { type: "number", maximum: 3 } } }, false],
  ])("%j: %s", (schema, expected) => {
    expect(readsText(JSON.stringify(schema))).toBe(expected);
  });
});
