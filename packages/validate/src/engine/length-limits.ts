import { readText } from "../input/text-budget.js";
import { ajvUcs2length } from "./ajv/ajv-runtime.js";

/**
 * Whether `text` has more than `limit` code points (`maxLength`, as Ajv counts with its default
 * `unicode`), charged to the check's text budget. A string has at least as many UTF-16 units as
 * code points, so one no longer than `limit` is decided on its length. Every engine's `maxLength`.
 */
export function longerThan(text: string, limit: number): boolean {
  readText(text.length);
  return text.length > limit && ajvUcs2length(text) > limit;
}

/**
 * Whether `text` has fewer than `limit` code points (`minLength`), charged to the check's text
 * budget. A code point is at most two units, so a string of `2 × limit` units or more has
 * enough. Every engine's `minLength`.
 */
export function shorterThan(text: string, limit: number): boolean {
  readText(text.length);
  return text.length < limit || (text.length < limit * 2 && ajvUcs2length(text) < limit);
}
