import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { createCoercer } from "./create-coercer.js";
import { decodeRejectedInput } from "./rejection/decode-rejected-input.js";
import type { CoerceOptions } from "./types.js";

// A type-level test: under exactOptionalPropertyTypes (tsconfig.base.json) these calls only
// compile when every `CoerceOptions` field admits an explicit `undefined`, which
// resolve-options.ts reads as the default. `pnpm typecheck` compiles this file.

/** What a harness typically passes through: a setting it may not have. */
interface HarnessSettings {
  readonly booleans: "exact" | "caseless" | undefined;
  readonly unions: "ignore" | "analyze" | undefined;
  readonly budget: number | undefined;
  readonly maxDepth: number | undefined;
  readonly maxStringLength: number | undefined;
}

const unset: HarnessSettings = {
  booleans: undefined,
  unions: undefined,
  budget: undefined,
  maxDepth: undefined,
  maxStringLength: undefined,
};

const schema = {
  type: "object",
  properties: { a: { type: "boolean" }, b: { anyOf: [{ type: "integer" }, { type: "boolean" }] } },
};

describe("CoerceOptions accepts an explicit undefined for every field", () => {
  it("compiles a pass-through of possibly-undefined settings, and reads each as its default", () => {
    const { booleans, unions, budget, maxDepth, maxStringLength } = unset;
    const options: CoerceOptions = { booleans, unions, budget, maxDepth, maxStringLength };
    const input = { a: "false", b: "2" };
    // Defaults: caseless booleans, unions left alone.
    expect(coerce(input, schema, { booleans }).value).toEqual({ a: false, b: "2" });
    expect(coerce({ a: "FALSE" }, schema, options).value).toEqual({ a: false });
    expect(createCoercer(schema, { unions, budget, maxDepth })(input).value).toEqual({
      a: false,
      b: "2",
    });
    expect(decodeRejectedInput({ e: "[1]" }, "/e must be array", { maxStringLength })).toEqual({
      e: [1],
    });
  });
});
