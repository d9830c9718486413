import { type OutputUnit, type Schema, validate } from "@cfworker/json-schema";

/** What @cfworker/json-schema says of `input`: whether it is valid, and its errors. */
export interface EngineOutput {
  readonly valid: boolean;
  readonly errors: OutputUnit[];
}

/**
 * Every error @cfworker/json-schema finds in `input`, or only the first ones where listing them
 * all overflows the stack: it spreads a subschema's errors into the list of the schema around it
 * (`push(...errors)`), which past about 100,000 errors (an array of 100,000 wrong items) is more
 * arguments than a call takes. The input is rejected either way; the first errors say why
 * (docs/pipeline.md, "Engines").
 */
export function engineOutput(
  input: unknown,
  root: Schema | boolean,
  lookup: Record<string, Schema | boolean>,
): EngineOutput {
  try {
    return validate(input, root, "2020-12", lookup, false);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return validate(input, root, "2020-12", lookup, true);
  }
}
