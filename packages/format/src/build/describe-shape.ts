import { previewValue } from "../render/preview-value.js";
import { joinTypes, typeList } from "./type-names.js";

/**
 * A short name for the shape a schema allows, for listing the branches of a failed anyOf/oneOf:
 * `string`, `array of string`, `string or null`, `"auto"` (a const); `undefined` when the shape
 * has no short name (then the branches are only counted).
 */
export function describeShape(schema: unknown): string | undefined {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return undefined;
  const node = schema as Record<string, unknown>;
  if ("const" in node) return previewValue(node.const, true);
  if (Array.isArray(node.enum) && node.enum.length === 1) return previewValue(node.enum[0], true);
  const types = typeList(node.type);
  if (types.length === 1 && types[0] === "array") {
    const items = node.items;
    const itemTypes =
      typeof items === "object" && items !== null && !Array.isArray(items)
        ? typeList((items as Record<string, unknown>).type)
        : [];
    return itemTypes.length === 1 ? `array of ${itemTypes[0]}` : "array";
  }
  if (types.length === 1 && types[0] === "object" && Array.isArray(node.required)) {
    const required = node.required.filter((key): key is string => typeof key === "string");
    if (required.length > 0) return `object with ${required.join(", ")}`;
  }
  if (types.length > 0) return joinTypes(types);
  if (typeof node.properties === "object" && node.properties !== null) return "object";
  return undefined;
}
