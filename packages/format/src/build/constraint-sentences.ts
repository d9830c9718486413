import { code, valueSpan } from "../render/line-context.js";
import { previewValue } from "../render/preview-value.js";
import type { Known } from "../types.js";

// The sentence fragments both adapters use for issues outside the curated kinds, so that Ajv and
// zod give the same text for the same mistake. Each reads after "The parameter `x` ".

/** " but was `v`" when the value is known (" but was an empty string" for `""`), "" otherwise. */
function butWas(known: Known): string {
  return known === undefined ? "" : ` but was ${valueSpan(previewValue(known.value))}`;
}

/** Which bound a number breaks. */
export type Bound = "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum";

const BOUND_WORDS: Readonly<Record<Bound, string>> = {
  minimum: "at least",
  maximum: "at most",
  exclusiveMinimum: "greater than",
  exclusiveMaximum: "less than",
};

/** "must be at least `1` but was `0`" and the other three bounds. */
export function boundSentence(bound: Bound, limit: unknown, known: Known): string {
  return `must be ${BOUND_WORDS[bound]} ${code(previewValue(limit))}${butWas(known)}`;
}

/** What a length counts. */
export type LengthUnit = "character" | "item" | "property";

function countOf(count: number, unit: LengthUnit): string {
  if (count === 1) return `1 ${unit}`;
  return `${count} ${unit === "property" ? "properties" : `${unit}s`}`;
}

/** The length of `text` in code points, as JSON Schema counts characters, without copying it. */
function codePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
    count++;
  }
  return count;
}

function measure(value: unknown, unit: LengthUnit): number | undefined {
  if (unit === "character" && typeof value === "string") return codePoints(value);
  if (unit === "item" && Array.isArray(value)) return value.length;
  if (unit === "property" && typeof value === "object" && value !== null && !Array.isArray(value)) {
    return Object.keys(value).length;
  }
  return undefined;
}

/**
 * "must have at least 3 characters but has 2 (`ab`)" ("… but was an empty string" for `""`);
 * items and properties show no preview.
 */
export function lengthSentence(
  side: "at least" | "at most" | "exactly",
  limit: number,
  unit: LengthUnit,
  known: Known,
): string {
  let text = `must have ${side} ${countOf(limit, unit)}`;
  if (unit === "character" && known?.value === "") return text + butWas(known);
  const count = known === undefined ? undefined : measure(known.value, unit);
  if (count !== undefined) {
    text += ` but has ${count}`;
    if (unit === "character") text += ` (${code(previewValue(known?.value))})`;
  }
  return text;
}

/** "must match the pattern `^a` but was `b`". */
export function patternSentence(pattern: string | undefined, known: Known): string {
  const what = pattern === undefined ? "the required pattern" : `the pattern ${code(pattern)}`;
  return `must match ${what}${butWas(known)}`;
}

/** "must be a valid `email` but was `x`". */
export function formatSentence(format: string, known: Known): string {
  return `must be a valid ${code(format)}${butWas(known)}`;
}

/** "must be a multiple of `5` but was `7`". */
export function multipleOfSentence(divisor: unknown, known: Known): string {
  return `must be a multiple of ${code(previewValue(divisor))}${butWas(known)}`;
}

/**
 * "does not match any of the allowed shapes (`string` or `array`) but was `5`"; without shape
 * names, "does not match any of the 3 allowed shapes …".
 */
export function shapesSentence(
  shapes: readonly string[] | undefined,
  count: number,
  known: Known,
): string {
  const what =
    shapes !== undefined && shapes.length > 0
      ? `any of the allowed shapes (${shapes.map((shape) => code(shape)).join(" or ")})`
      : count > 1
        ? `any of the ${count} allowed shapes`
        : "any of the allowed shapes";
  return `does not match ${what}${butWas(known)}`;
}
