import { holdsListSeparator } from "@tool-input/json";
import { typeNameOf } from "../render/preview-value.js";
import type { Known, PathSegment, TypeIssue } from "../types.js";
import { jsonTextVerdict } from "./json-text-verdict.js";
import { joinTypes } from "./type-names.js";

/**
 * A type mismatch: `expected` from the schema's type names, `received` from the input.
 * `coercedDepth` is the `maxDepth` coercion decoded JSON text to, when it ran first.
 */
export function typeIssue(
  path: readonly PathSegment[],
  types: readonly string[],
  known: Known,
  coercedDepth?: number,
): TypeIssue {
  const value = known?.value;
  const jsonText = jsonTextVerdict(value, types, path.length, coercedDepth);
  return {
    kind: "type",
    path,
    expected: joinTypes(types),
    ...(known === undefined ? {} : { received: typeNameOf(value) }),
    ...(jsonText === undefined ? {} : { jsonText }),
    ...(jsonText === undefined && mayBeList(value, types) ? { listLike: true } : {}),
  };
}

/**
 * Whether `value` is a string that may be a list sent as text where an array was expected: it
 * holds a comma, semicolon or line break (the strings rule `wrap` never wraps) and does not open
 * JSON or Python text, which has hints of its own.
 */
function mayBeList(value: unknown, types: readonly string[]): boolean {
  if (typeof value !== "string" || !types.includes("array")) return false;
  if (/^\s*[[{(]/.test(value) || value.includes("```")) return false;
  return holdsListSeparator(value);
}
