import { typeNameOf } from "../render/preview-value.js";
import type { PathSegment, TypeIssue } from "../types.js";
import type { Known } from "./constraint-sentences.js";
import { looksLikeJson } from "./json-text-hint.js";
import { joinTypes } from "./type-names.js";

/** A type mismatch: `expected` from the schema's type names, `received` from the input. */
export function typeIssue(
  path: readonly PathSegment[],
  types: readonly string[],
  known: Known,
): TypeIssue {
  const value = known?.value;
  return {
    kind: "type",
    path,
    expected: joinTypes(types),
    ...(known === undefined ? {} : { received: typeNameOf(value) }),
    ...(looksLikeJson(value, types) ? { looksLikeJson: true } : {}),
  };
}
