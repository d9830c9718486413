import { annotationKeywords } from "@tool-input/json";
import { previewValue } from "../render/preview-value.js";
import { joinTypes, takesTypeOf, typeList } from "./type-names.js";

/**
 * What the value did with the shapes being named, which says whether a name may be wider than
 * its shape: `string` for a string with a `pattern` names the shape well enough for a value that
 * matched it, or for a value that is no string, and misleads for a string it refused.
 * `undefined`: no value to go by, so no wider name.
 */
export type NamedFor = { readonly matched: true } | { readonly refused: unknown } | undefined;

/**
 * A short name for the shape a schema allows, for listing the branches of an anyOf/oneOf or the
 * shape of `contains` and `not`: `string`, `array of string`, `string or null`, `"auto"` (a
 * const), `"asc" or "desc"` (an enum of a few values); `undefined` when the shape has no short
 * name (then the branches are only counted). A name that leaves out a narrowing keyword
 * (`pattern`, `minimum`, `additionalProperties`, …) is given only where `namedFor` says it cannot mislead
 * (docs/messages.md, "Every other keyword").
 */
export function describeShape(schema: unknown, namedFor?: NamedFor): string | undefined {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return undefined;
  const node = schema as Record<string, unknown>;
  if ("const" in node) return previewValue(node.const, true);
  if (Array.isArray(node.enum)) return describeEnum(node.enum);
  const types = typeList(node.type);
  const name = nameOfTypes(node, types);
  if (name === undefined || Object.keys(node).every(isNamed)) return name;
  if (namedFor === undefined) return undefined;
  if ("matched" in namedFor) return name;
  return takesTypeOf(types.length > 0 ? types : ["object"], namedFor.refused) ? undefined : name;
}

function nameOfTypes(node: Record<string, unknown>, types: readonly string[]): string | undefined {
  if (types.length === 1 && types[0] === "array") return describeArray(node.items);
  if (types.length === 1 && types[0] === "object" && Array.isArray(node.required)) {
    const required = node.required.filter((key): key is string => typeof key === "string");
    if (required.length > 0) return `object with ${required.join(", ")}`;
  }
  if (types.length > 0) return joinTypes(types);
  if (typeof node.properties === "object" && node.properties !== null) return "object";
  return undefined;
}

/** Enums of more values than this are only counted: a shapes line is one line. */
const maxNamedValues = 4;

function describeEnum(values: readonly unknown[]): string | undefined {
  if (values.length === 0 || values.length > maxNamedValues) return undefined;
  return values.map((value) => previewValue(value, true)).join(" or ");
}

function describeArray(items: unknown): string {
  const item = items === undefined ? undefined : describeShape(items);
  if (item === undefined) return "array";
  if (item.startsWith("object with ")) return "array of object";
  return item.includes(" ") ? "array" : `array of ${item}`;
}

/**
 * Keywords a name says (`type`, `items`, `required`; `properties` as the object's keys, whose
 * own shapes the branch's errors tell) or that do not narrow what a node allows (with the
 * annotations, `annotationKeywords`).
 */
const named = new Set([
  "type",
  "items",
  "required",
  "properties",
  "$comment",
  "$id",
  "$schema",
  "$anchor",
  "$defs",
  "definitions",
  "contentMediaType",
  "contentEncoding",
]);

function isNamed(keyword: string): boolean {
  return named.has(keyword) || annotationKeywords.has(keyword) || keyword.startsWith("x-");
}
