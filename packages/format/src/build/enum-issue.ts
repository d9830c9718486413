import { didYouMean, MAX_CANDIDATES } from "../refine/did-you-mean.js";
import { previewValue, typeNameOf } from "../render/preview-value.js";
import type { EnumIssue, Known, PathSegment } from "../types.js";

/**
 * An `enum` issue: the allowed values, the value sent (a string as it is when every allowed
 * value is a string, JSON otherwise; with its type when no allowed value has that type) and a
 * did-you-mean when one allowed string is close.
 */
export function enumIssue(
  path: readonly PathSegment[],
  allowed: readonly unknown[],
  known: Known,
): EnumIssue {
  const allStrings = allowed.every((value) => typeof value === "string");
  const value = known?.value;
  // `5` sent for `"5"`: the sentence must say the types differ, or both print as `5`.
  const type = known === undefined ? undefined : typeNameOf(value);
  const typeDiffers =
    type !== undefined &&
    allowed.length > 0 &&
    !allowed.some((option) => typeNameOf(option) === type);
  const suggestion =
    typeof value === "string" && allowed.length > 1 && allowed.length <= MAX_CANDIDATES
      ? didYouMean(
          value,
          allowed.filter((option): option is string => typeof option === "string"),
        )
      : undefined;
  return {
    kind: "enum",
    path,
    allowed,
    ...(known === undefined ? {} : { received: previewValue(value, !allStrings || typeDiffers) }),
    ...(typeDiffers ? { receivedType: type } : {}),
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}
