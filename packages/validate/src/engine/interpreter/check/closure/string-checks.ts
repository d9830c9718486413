import { readText } from "../../../../input/text-budget.js";
import { ajvUcs2length } from "../../../ajv/ajv-runtime.js";
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
  // Lengths in code points, as Ajv counts them; a string has at least as many UTF-16 units as
  // code points, so most strings are decided on `.length` alone. Each keyword that reads every
  // character charges the text budget as the Ajv engine's does, read or not (in Ajv's order:
  // `maxLength`, `minLength`, `pattern`, `format`), so both engines measure the same inputs.
  const maxLength = countValue(node, "maxLength");
  if (maxLength !== undefined) {
    checks.push((data) => {
      const text = data as string;
      readText(text.length);
      return text.length <= maxLength || ajvUcs2length(text) <= maxLength;
    });
  }
  const minLength = countValue(node, "minLength");
  if (minLength !== undefined) {
    checks.push((data) => {
      const text = data as string;
      readText(text.length);
      return (
        text.length >= minLength &&
        (text.length < minLength * 2 ? ajvUcs2length(text) >= minLength : true)
      );
    });
  }
  const pattern = own(source, "pattern");
  if (pattern !== undefined) {
    if (typeof pattern !== "string") throw new ClosureUnsupported("its pattern is not a string");
    const regex = reading(re2Pattern(pattern));
    checks.push((data) => regex.test(data as string));
  }
  const format = formatOf(source);
  if (format?.type === "string" && format.test !== always) {
    const test = format.test as (text: string) => boolean;
    checks.push((data) => {
      readText((data as string).length);
      return test(data as string);
    });
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
