import { expect } from "vitest";
import { coerce } from "../coerce.js";
import type { CoerceOptions, JsonSchema } from "../types.js";

/** One coercion case: `input` against `schema` must give `expected`. */
export interface Case {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly input: unknown;
  readonly expected: unknown;
  readonly options?: CoerceOptions;
}

/** An object schema with these `properties`. */
export const obj = (properties: Record<string, unknown>): Record<string, unknown> => ({
  type: "object",
  properties,
});
/** A case whose input must come back as it is. */
export const unchanged = (
  name: string,
  schema: JsonSchema,
  input: unknown,
  options?: CoerceOptions,
): Case =>
  options === undefined
    ? { name, schema, input, expected: input }
    : { name, schema, input, expected: input, options };

/** Runs a case: the expected value, the input untouched, `===` when nothing changed. */
export function check({ schema, input, expected, options }: Case): void {
  const before = structuredClone(input);
  const result = coerce(input, schema, options);
  expect(result.value).toEqual(expected);
  expect(input).toEqual(before);
  if (result.coercions.length === 0) expect(result.value).toBe(input);
}
