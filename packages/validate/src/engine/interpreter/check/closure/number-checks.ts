import type { Check } from "./check.js";
import { ClosureUnsupported } from "./closure-unsupported.js";
import { numberValue, type SchemaNode } from "./keyword-values.js";

/**
 * Whether `data` is a multiple of `step` as the Ajv engine decides it (`multipleOfPrecision: 12`,
 * docs/pipeline.md, "Engines"): the quotient within 10^-12 of an integer, so `multipleOf: 0.1`
 * takes `0.3`. NaN and ±Infinity pass, as in Ajv's generated code.
 */
export function isMultipleOf(data: number, step: number): boolean {
  const quotient = data / step;
  return !(Math.abs(Math.round(quotient) - quotient) > 1e-12);
}

/** The checks of the number keywords of `node` (run on numbers only). */
export function numberChecks(node: SchemaNode): Check[] {
  const checks: Check[] = [];
  // Ajv's limitNumber: the bound fails, and so does NaN.
  const minimum = numberValue(node, "minimum");
  if (minimum !== undefined) checks.push((data) => (data as number) >= minimum);
  const maximum = numberValue(node, "maximum");
  if (maximum !== undefined) checks.push((data) => (data as number) <= maximum);
  const exclusiveMinimum = numberValue(node, "exclusiveMinimum");
  if (exclusiveMinimum !== undefined) checks.push((data) => (data as number) > exclusiveMinimum);
  const exclusiveMaximum = numberValue(node, "exclusiveMaximum");
  if (exclusiveMaximum !== undefined) checks.push((data) => (data as number) < exclusiveMaximum);
  const step = numberValue(node, "multipleOf");
  if (step !== undefined) {
    if (!(step > 0)) throw new ClosureUnsupported("its multipleOf is not above 0");
    checks.push((data) => isMultipleOf(data as number, step));
  }
  return checks;
}
