import { isValid, isValidAt } from "./ajv-check.js";
import type { SchemaObject } from "./corpus.js";
import { numberCandidates, stringCandidates } from "./scalar-candidates.js";
import {
  isSchemaObject,
  own,
  type PathSegment,
  refPath,
  schemaAt,
  typeNames,
} from "./schema-node.js";

export { isValid } from "./ajv-check.js";

const NONE: unique symbol = Symbol("none");
type Generated = unknown | typeof NONE;

// Deep enough for every corpus schema (max depth 11); recursive $refs stop here.
const maxDepth = 16;

interface Context {
  readonly root: SchemaObject;
}

/**
 * A deterministic input valid for `schema` that fills every property it can (required and
 * optional), or `undefined` when none can be produced. Every result is checked with real Ajv.
 */
export function validInputFor(schema: unknown): unknown {
  if (!isSchemaObject(schema)) return schema === true ? {} : undefined;
  const value = generate(schema, [], { root: schema }, 0);
  if (value === NONE || !isValid(schema, value)) return undefined;
  return value;
}

/** The first candidate for the node at `path` that Ajv accepts there. */
function generate(node: unknown, path: PathSegment[], ctx: Context, depth: number): Generated {
  if (node === true) return "example";
  if (!isSchemaObject(node) || depth > maxDepth) return NONE;
  for (const candidate of candidates(node, path, ctx, depth)) {
    if (candidate !== NONE && isValidAt(ctx.root, path, candidate)) return candidate;
  }
  return NONE;
}

/** Candidate values for a node, best first, produced lazily. */
function* candidates(
  node: SchemaObject,
  path: PathSegment[],
  ctx: Context,
  depth: number,
): Generator<Generated> {
  if (Object.hasOwn(node, "const")) yield node.const;
  const enumValues = own(node, "enum");
  if (Array.isArray(enumValues)) {
    yield* enumValues.filter((v) => v !== null);
    yield* enumValues.filter((v) => v === null);
    return;
  }
  const declared = typeNames(node);
  const types = declared ?? inferredTypes(node);
  // Prefer a real value over null: a nullable parameter is filled.
  for (const type of [...types.filter((t) => t !== "null"), ...types.filter((t) => t === "null")]) {
    yield* typed(type, node, path, ctx, depth);
  }
  for (const keyword of ["anyOf", "oneOf", "allOf"]) {
    const branches = own(node, keyword);
    if (!Array.isArray(branches)) continue;
    const order = branches.map((b, i) => ({ b, i }));
    order.sort((x, y) => Number(isNullSchema(x.b)) - Number(isNullSchema(y.b)));
    for (const { i } of order) yield generate(branches[i], [...path, keyword, i], ctx, depth + 1);
  }
  const target = refPath(own(node, "$ref"));
  if (target !== undefined) yield generate(schemaAt(ctx.root, target), target, ctx, depth + 1);
  if (declared === undefined && types.length === 0 && !hasApplicator(node)) yield "example";
}

function isNullSchema(schema: unknown): boolean {
  return isSchemaObject(schema) && own(schema, "type") === "null";
}

function hasApplicator(node: SchemaObject): boolean {
  return ["anyOf", "oneOf", "allOf", "$ref", "not", "if"].some((k) => Object.hasOwn(node, k));
}

/** Types implied by the keywords of a node without `type`. */
function inferredTypes(node: SchemaObject): string[] {
  const has = (...keys: string[]) => keys.some((k) => Object.hasOwn(node, k));
  if (has("properties", "required", "additionalProperties", "patternProperties")) return ["object"];
  if (has("items", "prefixItems", "minItems", "maxItems")) return ["array"];
  if (has("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")) {
    return ["number"];
  }
  if (has("minLength", "maxLength", "pattern", "format")) return ["string"];
  return [];
}

function* typed(
  type: string,
  node: SchemaObject,
  path: PathSegment[],
  ctx: Context,
  depth: number,
): Generator<Generated> {
  switch (type) {
    case "object":
      yield* objectCandidates(node, path, ctx, depth);
      return;
    case "array":
      yield* arrayCandidates(node, path, ctx, depth);
      return;
    case "string":
      yield* stringCandidates(node);
      return;
    case "number":
    case "integer":
      yield* numberCandidates(node, type === "integer");
      return;
    case "boolean":
      // false first: a coercer that used truthiness would turn "false" into true.
      yield false;
      yield true;
      return;
    case "null":
      yield null;
      return;
  }
}

function* objectCandidates(
  node: SchemaObject,
  path: PathSegment[],
  ctx: Context,
  depth: number,
): Generator<Generated> {
  const properties = isSchemaObject(node.properties) ? node.properties : {};
  const required = Array.isArray(node.required)
    ? node.required.filter((k): k is string => typeof k === "string")
    : [];
  const additional = own(node, "additionalProperties");
  const cache = new Map<string, Generated>();
  const valueFor = (key: string): Generated => {
    if (!cache.has(key)) {
      let value: Generated;
      if (Object.hasOwn(properties, key)) {
        value = generate(properties[key], [...path, "properties", key], ctx, depth + 1);
      } else if (isSchemaObject(additional)) {
        value = generate(additional, [...path, "additionalProperties"], ctx, depth + 1);
      } else {
        value = additional === false ? NONE : "example";
      }
      cache.set(key, value);
    }
    return cache.get(key);
  };
  const build = (keys: readonly string[], optional: boolean): Generated => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = valueFor(key);
      if (value === NONE) {
        if (required.includes(key) || !optional) return NONE;
        continue;
      }
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  const declared = Object.keys(properties);
  const all = [...declared, ...required.filter((k) => !declared.includes(k))];
  // A record (no declared properties, a schema for the rest) gets one entry.
  if (declared.length === 0 && isSchemaObject(additional)) all.push("key");
  yield build(all, true);
  // Branches that pick one set of required keys (oneOf/anyOf of `required`) need fewer keys.
  for (const keyword of ["oneOf", "anyOf"]) {
    const branches = own(node, keyword);
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      if (!isSchemaObject(branch) || !Array.isArray(branch.required)) continue;
      yield build([...required, ...branch.required.filter((k) => typeof k === "string")], false);
    }
  }
  yield build(required, false);
}

function* arrayCandidates(
  node: SchemaObject,
  path: PathSegment[],
  ctx: Context,
  depth: number,
): Generator<Generated> {
  const minItems = typeof node.minItems === "number" ? node.minItems : 0;
  const maxItems = typeof node.maxItems === "number" ? node.maxItems : Number.POSITIVE_INFINITY;
  const prefixKeyword = Array.isArray(node.prefixItems)
    ? "prefixItems"
    : Array.isArray(node.items)
      ? "items"
      : undefined;
  const prefix: unknown[] = [];
  if (prefixKeyword !== undefined) {
    const schemas = node[prefixKeyword] as unknown[];
    for (let i = 0; i < schemas.length; i += 1) {
      const value = generate(schemas[i], [...path, prefixKeyword, i], ctx, depth + 1);
      if (value === NONE) break;
      prefix.push(value);
    }
  }
  const items = own(node, "items");
  const rest: unknown[] = [];
  if (isSchemaObject(items) || items === true) {
    const count = Math.min(Math.max(minItems - prefix.length, prefix.length > 0 ? 0 : 1), maxItems);
    const value = count > 0 ? generate(items, [...path, "items"], ctx, depth + 1) : NONE;
    if (value !== NONE) for (let i = 0; i < count; i += 1) rest.push(structuredClone(value));
  } else if (items === undefined && prefixKeyword === undefined) {
    rest.push("example");
  }
  yield [...prefix, ...rest].slice(0, maxItems);
  yield prefix;
  yield [];
}
