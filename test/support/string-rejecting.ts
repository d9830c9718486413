import { annotationKeywords } from "@tool-input/json";
import type { SchemaObject } from "./corpus.js";
import { isSchemaObject, own, refPath, schemaAt, typeNames } from "./schema-node.js";

// Keywords that only annotate: a `$ref` beside only these is that reference and nothing more.
const annotations = new Set([
  ...annotationKeywords,
  "$ref",
  "$schema",
  "$comment",
  "$defs",
  "definitions",
  "markdownDescription",
]);

/** A schema node reduced to what the malformer needs: the node itself and the non-null types it takes. */
export interface SimpleNode {
  /** The node after following `$ref`s and the nullable `anyOf`/`oneOf` shape. */
  readonly node: SchemaObject;
  /** The non-null JSON types the node accepts (from `type`, else from `enum`/`const` values). */
  readonly types: ReadonlySet<string>;
  /** Whether `types` come from a `type` keyword (not from `enum`/`const` values). */
  readonly declared: boolean;
  /** Whether the node rejects every string. */
  readonly rejectsStrings: boolean;
}

/**
 * The node at `schema`, simplified, when the malformer can be sure what it accepts: local `$ref`
 * with annotations only, `type` (string or array), `enum`/`const`, and the nullable shape
 * (`anyOf`/`oneOf` of one branch plus `{ type: "null" }`). Any other union, `allOf`, a node without
 * a type: `undefined` (the malformer leaves such values alone). Deliberately independent of
 * @tool-input/coerce.
 */
export function simplify(schema: unknown, root: SchemaObject, hops = 0): SimpleNode | undefined {
  if (!isSchemaObject(schema) || hops > 32) return undefined;
  if (Object.hasOwn(schema, "$ref")) {
    if (!Object.keys(schema).every((k) => annotations.has(k))) return undefined;
    const target = refPath(schema.$ref);
    return target === undefined ? undefined : simplify(schemaAt(root, target), root, hops + 1);
  }
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = own(schema, keyword);
    if (branches === undefined) continue;
    if (!Array.isArray(branches) || branches.length !== 2) return undefined;
    const nulls = branches.filter(isNullOnly);
    const other = branches.find((b) => !isNullOnly(b));
    if (nulls.length !== 1 || other === undefined) return undefined;
    if (
      ["type", "enum", "const", "allOf", "anyOf", "oneOf"].some(
        (k) => k !== keyword && Object.hasOwn(schema, k),
      )
    ) {
      return undefined;
    }
    return simplify(other, root, hops + 1);
  }
  if (Object.hasOwn(schema, "allOf") || Object.hasOwn(schema, "$id")) return undefined;
  const declared = typeNames(schema);
  const values = Object.hasOwn(schema, "const")
    ? [schema.const]
    : Array.isArray(schema.enum)
      ? schema.enum
      : undefined;
  let types: string[];
  if (declared !== undefined) types = declared;
  else if (values !== undefined) types = values.map(jsonTypeOf);
  else return undefined;
  const stringValue = values?.some((v) => typeof v === "string") ?? false;
  return {
    node: schema,
    types: new Set(types.filter((t) => t !== "null")),
    declared: declared !== undefined,
    rejectsStrings: !types.includes("string") && !stringValue,
  };
}

function isNullOnly(schema: unknown): boolean {
  return (
    isSchemaObject(schema) &&
    own(schema, "type") === "null" &&
    Object.keys(schema).every((k) => k === "type" || annotations.has(k))
  );
}

/** The JSON type name of a JSON value (`integer` for integral numbers). */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
