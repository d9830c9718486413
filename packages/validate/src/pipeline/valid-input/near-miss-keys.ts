import { nearMissKey, type PathSegment } from "@tool-input/format";
import { containersLimit } from "../../input/measure-input.js";
import { perRootCache } from "./per-root-cache.js";
import { readThrough } from "./read-through.js";
import { plainItemsOf } from "./valid-input-shape.js";

/** A key the schema does not declare, near a declared key absent from the input. */
export interface NearMiss {
  /** Keys from the root to the key sent. */
  readonly path: readonly PathSegment[];
  /** The declared key it is near. */
  readonly suggestion: string;
  /** Whether the schema declares extra keys welcome (`additionalProperties` `true` or a schema). */
  readonly welcome: boolean;
}

/** Keywords beside `properties` that may declare or allow keys elsewhere: such a node is not read. */
const UNCERTAIN = [
  "allOf",
  "anyOf",
  "oneOf",
  "$ref",
  "$dynamicRef",
  "patternProperties",
  "unevaluatedProperties",
  "dependentSchemas",
  "dependencies",
  "if",
] as const;

const MAX_DEPTH = 32;
const MAX_KEYS = 10_000;

/**
 * The near-miss keys of `input` (docs/pipeline.md, "Near-miss keys"): at the root and in objects
 * nested through `properties`, where the node is a plain `properties` object whose
 * `additionalProperties` is absent (open only by omission: FastMCP's and zod's output) or declares
 * extra keys welcome; `false` is left to validation, which reports the key itself. A node that is
 * only a reference, or a nullable union, is read through (`readThrough`); one that combines
 * schemas (`allOf`, `$ref` beside `properties`, …) is not read, since it may declare the key
 * elsewhere. Looks at most 10,000 keys; linear in them; allocates only when an undeclared key is
 * found (a first pass that allocates nothing answers the common case).
 */
export function nearMissKeys(input: unknown, schema: unknown): readonly NearMiss[] {
  if (!undeclared(input, schema, schema, 0)) return NONE;
  const found: NearMiss[] = [];
  const budget = { left: MAX_KEYS };
  visit(input, readableOf(schema, schema), schema, [], found, budget);
  return found;
}

const NONE: readonly NearMiss[] = Object.freeze([]);

/** What the walk reads of one schema object, worked out once per object. */
interface Readable {
  /** The schema object read (`readThrough` the one met). */
  readonly node: Readonly<Record<string, unknown>>;
  readonly properties: Record<string, unknown>;
  /** What is read under each property's schema, by key, filled as values reach them. */
  readonly children: Map<string, Child>;
  /**
   * The keys of the last object found to hold declared keys only, in `for…in` order: a key sent
   * at its place there is declared, with no lookup (a tool's calls send the same keys in order).
   */
  order: readonly string[];
}

// Each schema object's readable form, per root schema.
const readablesOf = perRootCache<Readable | null>();
// The schema met last (one tool called again and again): compared before the WeakMaps.
let lastSchema: unknown;
let lastRoot: unknown;
let lastReadable: Readable | null = null;

/** `schema`, a schema object of `root`, as the walk reads it, or `null` when it is not read (see `nearMissKeys`). */
function readableOf(schema: unknown, root: unknown): Readable | null {
  if (schema === lastSchema && root === lastRoot) return lastReadable;
  if (!isRecord(schema) || !isRecord(root)) return null;
  const readables = readablesOf(root);
  let readable = readables.get(schema);
  if (readable === undefined) {
    const node = readThrough(schema, root);
    const properties = node.properties;
    const plain =
      isRecord(properties) &&
      node.additionalProperties !== false &&
      UNCERTAIN.every((keyword) => node[keyword] === undefined);
    readable = plain ? { node, properties, children: new Map(), order: NO_KEYS } : null;
    readables.set(schema, readable);
  }
  lastSchema = schema;
  lastRoot = root;
  lastReadable = readable;
  return readable;
}

/** Whether some object the walk reads holds a key its schema does not declare (allocates nothing once warm). */
function undeclared(value: unknown, schema: unknown, root: unknown, depth: number): boolean {
  if (!isRecord(value) || depth > MAX_DEPTH) return false;
  const readable = readableOf(schema, root);
  return readable !== null && undeclaredIn(value, readable, root, depth);
}

function undeclaredIn(
  value: Record<string, unknown>,
  readable: Readable,
  root: unknown,
  depth: number,
): boolean {
  const { properties, order } = readable;
  let position = 0;
  // The keys of this object, made only once one differs from `order` (each checked as it is added).
  let fresh: string[] | undefined;
  for (const key in value) {
    if (fresh === undefined && order[position] === key) position++;
    else {
      if (!Object.hasOwn(properties, key)) return true;
      fresh ??= order.slice(0, position);
      if (fresh.length <= MAX_ORDER) fresh.push(key);
    }
    const child = value[key];
    if (typeof child !== "object" || child === null || depth >= MAX_DEPTH) continue;
    const next = childOf(readable, key, root);
    if (Array.isArray(child)) {
      if (next.items !== undefined && undeclaredInItems(child, next.items, root, depth + 1)) {
        return true;
      }
    } else if (
      next.object !== null &&
      undeclaredIn(child as Record<string, unknown>, next.object, root, depth + 1)
    ) {
      return true;
    }
  }
  if (fresh !== undefined) {
    if (fresh.length <= MAX_ORDER) readable.order = fresh;
  } else if (position !== order.length) readable.order = order.slice(0, position);
  return false;
}

/** What is read under one property's schema: an object by `object`, an array's items by `items`. */
interface Child {
  readonly object: Readable | null;
  readonly items: Readonly<Record<string, unknown>> | undefined;
}

function childOf(readable: Readable, key: string, root: unknown): Child {
  let child = readable.children.get(key);
  if (child === undefined) {
    const schema = readable.properties[key];
    child = { object: readableOf(schema, root), items: itemsOf(schema, root) };
    readable.children.set(key, child);
  }
  return child;
}

/** The schema of every item of an array under `schema` (read through), where one is (`plainItemsOf`). */
function itemsOf(schema: unknown, root: unknown): Readonly<Record<string, unknown>> | undefined {
  return isRecord(schema) && isRecord(root) ? plainItemsOf(readThrough(schema, root)) : undefined;
}

/** Whether an object among `items`, read through `schema`, holds a key it does not declare. */
function undeclaredInItems(
  items: readonly unknown[],
  schema: Readonly<Record<string, unknown>>,
  root: unknown,
  depth: number,
): boolean {
  // The values read here were measured by the check (docs/security.md, "Inputs that are
  // graphs"), so an array has no more items than that bound; a longer one is not read.
  if (depth > MAX_DEPTH || items.length > containersLimit) return false;
  let object: Readable | null | undefined;
  let nested: Readonly<Record<string, unknown>> | undefined | null = null;
  for (let index = 0; index < items.length; index++) {
    const item: unknown = items[index];
    if (typeof item !== "object" || item === null) continue;
    if (Array.isArray(item)) {
      if (nested === null) nested = itemsOf(schema, root);
      if (nested !== undefined && undeclaredInItems(item, nested, root, depth + 1)) return true;
      continue;
    }
    if (object === undefined) object = readableOf(schema, root);
    if (object !== null && undeclaredIn(item as Record<string, unknown>, object, root, depth + 1)) {
      return true;
    }
  }
  return false;
}

const NO_KEYS: readonly string[] = Object.freeze([]);
/** Keys remembered per schema object at most (a longer object's keys are looked up). */
const MAX_ORDER = 64;

function visit(
  value: unknown,
  readable: Readable | null,
  root: unknown,
  path: PathSegment[],
  found: NearMiss[],
  budget: { left: number },
): void {
  if (!isRecord(value) || readable === null || path.length > MAX_DEPTH) return;
  const { properties } = readable;
  const additional = readable.node.additionalProperties;
  let candidates: string[] | undefined;
  for (const key of Object.keys(value)) {
    if (--budget.left < 0) return;
    if (Object.hasOwn(properties, key)) {
      path.push(key);
      visitValue(value[key], properties[key], root, path, found, budget);
      path.pop();
      continue;
    }
    candidates ??= Object.keys(properties).filter((name) => !Object.hasOwn(value, name));
    const suggestion = nearMissKey(key, candidates);
    if (suggestion !== undefined) {
      found.push({ path: [...path, key], suggestion, welcome: additional !== undefined });
    }
  }
}

/** `visit` for a value under `schema`: an object by its readable form, an array by its items. */
function visitValue(
  value: unknown,
  schema: unknown,
  root: unknown,
  path: PathSegment[],
  found: NearMiss[],
  budget: { left: number },
): void {
  if (isRecord(value)) {
    visit(value, readableOf(schema, root), root, path, found, budget);
    return;
  }
  if (!Array.isArray(value) || path.length > MAX_DEPTH || value.length > containersLimit) return;
  const items = itemsOf(schema, root);
  if (items === undefined) return;
  for (let index = 0; index < value.length; index++) {
    if (--budget.left < 0) return;
    path.push(index);
    visitValue(value[index], items, root, path, found, budget);
    path.pop();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
