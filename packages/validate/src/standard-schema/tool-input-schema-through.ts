import type { Validator } from "../create-validator.js";

/** A validator's `toolInputSchema` with its schemas run by `validateToolInput`. */
export type ToolInputSchemaOn = (
  validateToolInput: Validator["validateToolInput"],
) => Validator["toolInputSchema"];

// Registered by `createValidator` for each validator it makes, so that this module imports none
// of the pipeline and a package that only looks one up (`@tool-input/otel`) bundles none of it.
const registered = new WeakMap<object, ToolInputSchemaOn>();

/** Records how `validator`'s `toolInputSchema` binds on another run; `createValidator` calls it. */
export function rememberToolInputSchemaOn(validator: Validator, on: ToolInputSchemaOn): void {
  registered.set(validator, on);
}

/**
 * `validator.toolInputSchema`, with each of its schemas' `validate` calling `validateToolInput`
 * where the validator's own would run: for a wrapper of the validator's `validateToolInput`
 * (`@tool-input/otel`'s `instrument`), so that the schemas' runs go through the wrapper too. The
 * validator's defaults and cache are kept. `undefined` for anything `createValidator` did not
 * make; never throws.
 */
export function toolInputSchemaThrough(
  validator: unknown,
  validateToolInput: Validator["validateToolInput"],
): Validator["toolInputSchema"] | undefined {
  return registered.get(validator as object)?.(validateToolInput);
}
