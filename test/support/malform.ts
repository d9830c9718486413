import type { SchemaObject } from "./corpus.js";
import { isPlainObject, isSchemaObject, own, type PathSegment } from "./schema-node.js";
import { type SimpleNode, simplify } from "./string-rejecting.js";

/** The coerce rule expected to undo a malformation (`number-or-integer` when the node takes both). */
export type ExpectedRule = "json" | "boolean" | "number" | "integer" | "number-or-integer";

/** One value the malformer turned into a string. */
export interface Malformation {
  /** Keys and indices from the root of the input. */
  readonly path: readonly PathSegment[];
  /** The string sent in its place. */
  readonly from: string;
  /** The original value, which coerce should restore. */
  readonly to: unknown;
  /** The rule that should restore it. */
  readonly rule: ExpectedRule;
}

/** What `malform` returns. */
export interface Malformed {
  /** A copy of the input with the malformations applied (the input itself is not mutated). */
  readonly value: unknown;
  /** The paths malformed, in input order. */
  readonly paths: readonly (readonly PathSegment[])[];
  /** Each malformation, in input order. */
  readonly changes: readonly Malformation[];
}

/** Options for `malform`. */
export interface MalformOptions {
  /**
   * `false` (default): top-level arrays/objects are sent as JSON text. `true`: every container
   * stays structured and the scalars inside it are stringified at any depth.
   */
  readonly keepStructure?: boolean;
}

/**
 * `input` mistyped the way models mistype it, decided from `schema` alone: where a node rejects
 * strings, arrays/objects become JSON text (`JSON.stringify`) and booleans/numbers become
 * `String(v)`; containers that stay structured have their scalars stringified the same way.
 */
export function malform(input: unknown, schema: unknown, options?: MalformOptions): Malformed {
  const root = isSchemaObject(schema) ? schema : {};
  const changes: Malformation[] = [];
  const keepStructure = options?.keepStructure ?? false;
  const value = walk(input, simplify(schema, root), [], root, changes, keepStructure, true);
  return { value, paths: changes.map((c) => c.path), changes };
}

function walk(
  value: unknown,
  node: SimpleNode | undefined,
  path: PathSegment[],
  root: SchemaObject,
  changes: Malformation[],
  keepStructure: boolean,
  isRoot: boolean,
): unknown {
  if (node === undefined) return value;
  const container = Array.isArray(value) || isPlainObject(value);
  if (!isRoot && node.rejectsStrings) {
    const type = Array.isArray(value) ? "array" : isPlainObject(value) ? "object" : typeof value;
    const accepted = node.types.has(type) || (type === "number" && node.types.has("integer"));
    if (container && accepted && !keepStructure && path.length === 1) {
      return change(value, JSON.stringify(value), "json", path, changes);
    }
    if (typeof value === "boolean" && accepted) {
      return change(value, String(value), "boolean", path, changes);
    }
    if (typeof value === "number" && accepted && /^-?\d+(\.\d+)?$/.test(String(value))) {
      return change(value, String(value), numberRule(node), path, changes);
    }
  }
  if (!container) return value;
  // A container that stays structured: its children are malformed where their nodes reject strings.
  if (Array.isArray(value)) {
    if (!node.types.has("array")) return value;
    return value.map((item, i) =>
      walk(
        item,
        childOfArray(node.node, i, root),
        [...path, i],
        root,
        changes,
        keepStructure,
        false,
      ),
    );
  }
  if (!node.types.has("object")) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const next = walk(
      child,
      childOfObject(node.node, key, root),
      [...path, key],
      root,
      changes,
      keepStructure,
      false,
    );
    Object.defineProperty(out, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function change(
  to: unknown,
  from: string,
  rule: ExpectedRule,
  path: PathSegment[],
  changes: Malformation[],
): string {
  changes.push({ path, from, to, rule });
  return from;
}

function numberRule(node: SimpleNode): ExpectedRule {
  if (!node.declared) return "number-or-integer";
  const hasInteger = node.types.has("integer");
  const hasNumber = node.types.has("number");
  if (hasInteger && !hasNumber) return "integer";
  if (hasNumber && !hasInteger) return "number";
  return "number-or-integer";
}

/** The node for `key` of an object: its `properties` entry, its one matching pattern, or `additionalProperties`. */
function childOfObject(
  node: SchemaObject,
  key: string,
  root: SchemaObject,
): SimpleNode | undefined {
  const properties = own(node, "properties");
  const patterns = own(node, "patternProperties");
  const matching = isSchemaObject(patterns)
    ? Object.keys(patterns).filter((p) => safeTest(p, key))
    : [];
  const declared = isSchemaObject(properties) && Object.hasOwn(properties, key);
  // A key under two schemas must suit both: too subtle for a test generator, so left alone.
  if (declared && matching.length > 0) return undefined;
  if (declared) return simplify(properties[key], root);
  if (matching.length > 1) return undefined;
  if (matching.length === 1 && isSchemaObject(patterns))
    return simplify(own(patterns, matching[0] as string), root);
  const additional = own(node, "additionalProperties");
  return isSchemaObject(additional) ? simplify(additional, root) : undefined;
}

/** The node for index `i` of an array: `prefixItems[i]`, draft-07 `items[i]`, or `items`. */
function childOfArray(node: SchemaObject, i: number, root: SchemaObject): SimpleNode | undefined {
  const prefix = own(node, "prefixItems");
  const items = own(node, "items");
  if (Array.isArray(prefix)) {
    if (i < prefix.length) return simplify(prefix[i], root);
    return isSchemaObject(items) ? simplify(items, root) : undefined;
  }
  if (Array.isArray(items)) return i < items.length ? simplify(items[i], root) : undefined;
  return isSchemaObject(items) ? simplify(items, root) : undefined;
}

function safeTest(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, "u").test(key);
  } catch {
    return false;
  }
}
