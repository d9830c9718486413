import { charged } from "../../../../input/text-budget.js";
import { longerThan, shorterThan } from "../../../length-limits.js";
import { re2Pattern } from "../../../regex/pattern-matcher.js";
import { reading } from "../../../regex/reading-reg-exp.js";
import { always, type FormatChecker, formatChecker } from "../format-checkers.js";
import { failedFormatLimits, formatLimitsOf } from "../format-limits.js";
import type { Check } from "./check.js";
import { ClosureUnsupported } from "./closure-unsupported.js";
import { countValue, own, type SchemaNode } from "./keyword-values.js";

/**
 * The checks of the string keywords of `node` (run on strings only). `source` is the node as
 * the schema wrote it: the prepared copy folds `pattern` and `format` into one format token.
 */
export function stringChecks(node: SchemaNode, source: SchemaNode): Check[] {
  const checks: Check[] = [];
  // Lengths in code points, as Ajv counts them (mostly decided on `.length` alone). Each keyword
  // that reads every character charges the text budget as the Ajv engine's does, read or not (in Ajv's order:
  // `maxLength`, `minLength`, `pattern`, `format`), so both engines measure the same inputs.
  const maxLength = countValue(node, "maxLength");
  if (maxLength !== undefined) checks.push((data) => !longerThan(data as string, maxLength));
  const minLength = countValue(node, "minLength");
  if (minLength !== undefined) checks.push((data) => !shorterThan(data as string, minLength));
  const pattern = own(source, "pattern");
  if (pattern !== undefined) {
    if (typeof pattern !== "string") throw new ClosureUnsupported("its pattern is not a string");
    const regex = reading(re2Pattern(pattern));
    checks.push((data) => regex.test(data as string));
  }
  const format = formatOf(source);
  if (format?.type === "string" && format.test !== always) {
    checks.push(charged(format.test as (text: string) => boolean) as Check);
  }
  const limits = formatLimitsOf(source);
  if (limits.length > 0) {
    const name = source.format as string;
    checks.push((data) => failedFormatLimits(name, limits, data as string).length === 0);
  }
  return checks;
}

/** The ajv-formats checker of `source`'s `format`; `undefined` for none or one Ajv ignores. */
export function formatOf(source: SchemaNode): FormatChecker | undefined {
  const name = own(source, "format");
  if (name === undefined) return undefined;
  if (typeof name !== "string") throw new ClosureUnsupported("its format is not a string");
  return formatChecker(name);
}
