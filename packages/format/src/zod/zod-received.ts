import { typeNameOf } from "../render/preview-value.js";
import type { Known } from "../types.js";
import type { ZodIssueLike } from "./zod-issue-like.js";

// zod v3 names parsed types its own way; the messages' received names are JavaScript's
// (docs/messages.md, "Type mismatch").
const V3_NAMES: Readonly<Record<string, string>> = {
  integer: "number",
  float: "number",
  nan: "number",
  date: "object",
  map: "object",
  set: "object",
  promise: "object",
  function: "function",
};

/**
 * The received type name of an `invalid_type` issue: from the value when known, else v3's
 * `received`, else v4's message ("expected string, received number"), else v4's `input`.
 */
export function receivedType(issue: ZodIssueLike, known: Known): string | undefined {
  if (known !== undefined) return typeNameOf(known.value);
  if (typeof issue.received === "string") return V3_NAMES[issue.received] ?? issue.received;
  const match = typeof issue.message === "string" ? /received (\w+)/.exec(issue.message) : null;
  if (match?.[1] !== undefined) return V3_NAMES[match[1]] ?? match[1];
  if ("input" in issue) return typeNameOf(issue.input);
  return undefined;
}

/** The schema's type name for zod's `expected` (`int` reads `integer`). */
export function expectedType(issue: ZodIssueLike): string {
  const expected = typeof issue.expected === "string" ? issue.expected : "unknown";
  return expected === "int" ? "integer" : expected;
}
