import { typeNameOf } from "../render/preview-value.js";
import type { PathSegment, TypeIssue } from "../types.js";
import type { Known } from "./constraint-sentences.js";
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
  };
}
