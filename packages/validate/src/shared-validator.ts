import { createValidator, type Validator } from "./create-validator.js";

let shared: Validator | undefined;

/** The default validator that `validateToolInput` and `toolInputSchema` share, created on first use. */
export function sharedValidator(): Validator {
  shared ??= createValidator();
  return shared;
}
