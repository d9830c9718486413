import { previewValue } from "../render/preview-value.js";
import type { EnumIssue, PathSegment } from "../types.js";
import type { Known } from "./constraint-sentences.js";
import { didYouMean } from "./did-you-mean.js";

/**
 * An `enum` issue: the allowed values, the value sent (a string as it is when every allowed
 * value is a string, JSON otherwise) and a did-you-mean when one allowed string is close.
 */
export function enumIssue(
  path: readonly PathSegment[],
  allowed: readonly unknown[],
  known: Known,
): EnumIssue {
  const allStrings = allowed.every((value) => typeof value === "string");
  const value = known?.value;
  const suggestion =
    typeof value === "string" && allowed.length > 1
      ? didYouMean(
          value,
          allowed.filter((option): option is string => typeof option === "string"),
        )
      : undefined;
  return {
    kind: "enum",
    path,
    allowed,
    ...(known === undefined ? {} : { received: previewValue(value, !allStrings) }),
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}
