import { ajvRank, keywordsByType } from "@tool-input/json";

type TypedGroup = "number" | "string" | "array" | "object";

// The keywords Ajv files under each type's group (compile/rules.ts: each keyword definition's
// `type`), besides those `keywordsByType` lists: `format` and its limits apply to numbers and
// strings, and the count and `unevaluated*` keywords to arrays and objects.
const formatKeywords = [
  "format",
  "formatMaximum",
  "formatMinimum",
  "formatExclusiveMaximum",
  "formatExclusiveMinimum",
];
const groups: Readonly<Record<TypedGroup, ReadonlySet<string>>> = {
  number: new Set([...keywordsByType.number, ...formatKeywords]),
  string: new Set([...keywordsByType.string, ...formatKeywords]),
  array: new Set([...keywordsByType.array, "minContains", "maxContains", "unevaluatedItems"]),
  object: new Set([...keywordsByType.object, "unevaluatedProperties"]),
};

/**
 * Where Ajv reports a node's `type` error among its errors (compile/validate/index.ts): first,
 * but for a single type whose group of keywords the node uses (`type: "string"` beside
 * `minLength`), whose check Ajv leaves to that group: the error then comes where the group's
 * would, after the keywords of any type and of the groups before it. `type` is the node's type
 * after `nullable` widened it; `source` the node as written.
 */
export function typeErrorRank(type: unknown, source: Readonly<Record<string, unknown>>): number {
  const types = Array.isArray(type) ? type : [type];
  const only = types.length === 1 ? types[0] : undefined;
  const group =
    typeof only === "string" && Object.hasOwn(groups, only)
      ? groups[only as TypedGroup]
      : undefined;
  if (group === undefined || !Object.keys(source).some((key) => group.has(key))) {
    return ajvRank("type");
  }
  // The object group comes after the array group, `unevaluatedItems` included (an array's errors).
  if (only === "object") return ajvRank("unevaluatedItems") + 0.5;
  return ajvRank(keywordsByType[only as TypedGroup][0] ?? "") - 0.5;
}
