import { compiledByAjv } from "../../engine/ajv/compiled-by-ajv.js";
import type { ValidateOptions } from "../../types.js";
import { compileShapeWalker, type WalkerRuntime } from "./compile-shape-walker.js";
import { mayHoldMarkup } from "./markup-scan.js";
import { nearMissKeys } from "./near-miss-keys.js";
import { KIND } from "./schema-kinds.js";
import { knownNode, type Node, nodeOf, type Shape } from "./valid-input-shape.js";

/** Containers the walk looks at before the answer is "maybe" (the pipeline then looks properly). */
const MAX_CONTAINERS = 10_000;
const MAX_DEPTH = 32;
/** Walks of a shape by the generic code before code is generated for it. */
const GENERATE_AFTER = 16;
// Copied out of `KIND`: a binding read from another module can cost a call per read under a loader.
const CONTAINER = KIND.container;
const TEXT = KIND.text;
/** What `walk` returns besides the containers left: the pipeline must look. */
const FOUND = -1;
/** An undeclared key where near-miss keys are read: `nearMissKeys` decides. */
const UNDECLARED = -2;

/**
 * Whether a valid `input` needs the pipeline's checks on valid inputs (docs/pipeline.md, "Checks
 * on a valid input") before it is accepted as sent: a key the schema does not declare where a
 * near miss is read, or, in an object where a declared key is absent, a key or string holding
 * `</` (leaked markup can only name an absent declared key). Strings are looked into only after
 * counting the declared keys present, so an object holding all its keys costs no scan however
 * long its strings; array items are followed through `items`; a schema under which nothing can
 * ever fire is known once (docs/performance.md). A schema it cannot read that way (`$ref`,
 * combined schemas) gets the generic scan for `</`. Past the bounds it answers true.
 */
export function needsValidInputChecks(
  input: unknown,
  schema: unknown,
  options: ValidateOptions | undefined,
  defaults: ValidateOptions,
): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  const root = schema === lastSchema && lastRoot !== undefined ? lastRoot : rootOf(schema);
  if (root.free) return false;
  const markup = (options?.markup ?? defaults.markup) !== "ignore";
  const { shape } = root;
  if (shape === null) return markup && mayHoldMarkup(input);
  const value = input as Record<string, unknown>;
  try {
    const found = walk(value, shape, markup, true, 0, MAX_CONTAINERS);
    if (found !== UNDECLARED) return found === FOUND;
    // An undeclared key matters only when it is a near miss (worked out only then).
    if (nearMissKeys(input, schema).length > 0) return true;
    return markup && walk(value, shape, markup, false, 0, MAX_CONTAINERS) < 0;
  } catch {
    return true; // unreadable (a getter or Proxy that throws): the pipeline looks, as cold
  }
}

/**
 * Whether leaked markup may be in a valid `input` (the markup half of `needsValidInputChecks`):
 * a `</` beside an absent declared key, or anywhere under a schema the shapes cannot read.
 */
export function mayHoldLeakedMarkup(input: unknown, schema: unknown): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return mayHoldMarkup(input);
  }
  const root = schema === lastSchema && lastRoot !== undefined ? lastRoot : rootOf(schema);
  if (root.free) return false;
  const { shape } = root;
  if (shape === null) return mayHoldMarkup(input);
  try {
    return walk(input as Record<string, unknown>, shape, true, false, 0, MAX_CONTAINERS) < 0;
  } catch {
    return false; // unreadable (a getter or Proxy that throws): as `mayHoldMarkup`
  }
}

// The schema met last (one tool called again and again): compared before `nodeOf`'s WeakMap.
let lastSchema: unknown;
let lastRoot: Node | undefined;

function rootOf(schema: unknown): Node {
  // Code is generated for a schema only where Ajv's generated code already checks it (asked
  // once, when the node is made).
  const root = knownNode(schema) ?? nodeOf(schema, compiledByAjv(schema));
  lastSchema = schema;
  lastRoot = root;
  return root;
}

/** Strings from this length on are looked into only once a declared key is known absent. */
const LONG = 256;

/** The containers left after walking `value` under `shape`, or `FOUND` / `UNDECLARED`. */
function walk(
  value: Record<string, unknown>,
  shape: Shape,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  if (shape.generate) {
    const walker = shape.walker;
    if (walker !== undefined && walker !== null) {
      return walker(value, markup, nearMiss, depth, left);
    }
    // Generated only for a shape walked again and again: a first call or a tool called once
    // compiles nothing and holds nothing more (docs/performance.md, "5. Catalog start-up").
    if (walker === undefined && ++shape.walks >= GENERATE_AFTER) {
      shape.walker = compileShapeWalker(shape, runtime) ?? null;
    }
  }
  let budget = left - 1;
  if (budget < 0 || depth >= MAX_DEPTH) return FOUND;
  if (!shape.open) return closed(value, shape, markup, nearMiss, depth, budget);
  if (isPlain(value)) return plainOpen(value, shape, markup, nearMiss, depth, budget);
  // Any other object: the declared keys are read by name, each once, own keys only (an
  // inherited key is absent for both rules); the keys sent are walked only where needed.
  const { keys, keyKinds } = shape;
  let present = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (!Object.hasOwn(value, key)) continue;
    const item = value[key];
    if (item === undefined) continue;
    present++;
    if (((keyKinds[i] as number) & CONTAINER) === 0) continue;
    if (typeof item !== "object" || item === null) continue;
    const node = shape.childAt(i);
    if (node.free) continue;
    // Near-miss keys are read only through declared keys (docs/pipeline.md, "Near-miss keys").
    budget = descend(item, node, markup, nearMiss, depth + 1, budget);
    if (budget < 0) return budget;
  }
  const lacking = present < keys.length;
  if (lacking && markup && (shape.markedKeys || holdsMarkup(value, shape.texts))) return FOUND;
  return undeclared(value, shape, lacking, markup, nearMiss, depth, budget);
}

/** Keys remembered per shape at most (a longer object is walked by lookups alone). */
const MAX_ORDER = 64;

/**
 * An open object whose `for…in` yields only its own keys, walked by them: each key sent is
 * compared with the key at its place in the last such object first (a tool's calls send the
 * same keys in order), looked up only where they differ (docs/performance.md, "1. Valid input").
 */
function plainOpen(
  value: Record<string, unknown>,
  shape: Shape,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  let budget = left;
  const { order, orderIndexes, keyKinds } = shape;
  const extra = shape.extra;
  const follow = extra !== undefined && !extra.free;
  // Whether the last object lacked a declared key: then free-text strings are looked into as met.
  const early = shape.lacking;
  let marked = false; // read early: a free-text string holds `</`
  let strings = false; // a declared key that may hold free text holds a string
  let others = false; // an undeclared key
  let present = 0;
  let position = 0;
  // This object's keys and indexes, made only once one differs from `order`.
  let fresh: string[] | undefined;
  let freshIndexes: number[] | undefined;
  for (const key in value) {
    let index: number;
    if (fresh === undefined && order[position] === key) index = orderIndexes[position++] as number;
    else {
      index = shape.indexes.get(key) ?? -1;
      if (fresh === undefined) {
        fresh = order.slice(0, position);
        freshIndexes = orderIndexes.slice(0, position);
      }
      if (fresh.length <= MAX_ORDER) {
        fresh.push(key);
        (freshIndexes as number[]).push(index);
      }
    }
    const item = value[key];
    let node: Node;
    if (index < 0) {
      others = true;
      if (!follow) continue;
      node = extra;
    } else {
      if (item === undefined) continue;
      present++;
      const kind = keyKinds[index] as number;
      if (typeof item === "string") {
        if ((kind & TEXT) === 0) continue;
        strings = true;
        if (early && !marked && item.includes("</")) marked = true;
        continue;
      }
      if ((kind & CONTAINER) === 0) continue;
      node = shape.childAt(index);
    }
    if (node.free || typeof item !== "object" || item === null) continue;
    // Near-miss keys are read only through declared keys (docs/pipeline.md, "Near-miss keys").
    budget = descend(item, node, markup, nearMiss && index >= 0, depth + 1, budget);
    if (budget < 0) return budget;
  }
  if (fresh === undefined) {
    if (position !== order.length) {
      shape.order = order.slice(0, position);
      shape.orderIndexes = orderIndexes.slice(0, position);
    }
  } else if (fresh.length <= MAX_ORDER) {
    shape.order = fresh;
    shape.orderIndexes = freshIndexes as number[];
  }
  // Leaked markup names a declared key absent beside it, and a near miss is near one: where
  // every declared key is held nothing fires in this object.
  const lacking = present < shape.size;
  if (lacking !== early) shape.lacking = lacking;
  if (!lacking) return budget;
  if (
    markup &&
    (shape.markedKeys || (strings && (early ? marked : holdsMarkup(value, shape.texts))))
  ) {
    return FOUND;
  }
  if (!others) return budget;
  if (nearMiss && shape.readable) return UNDECLARED;
  if (!markup) return budget;
  for (const key in value) {
    if (shape.indexes.has(key)) continue;
    if (key.includes("</")) return FOUND;
    const item = value[key];
    if (typeof item === "string" && item.includes("</")) return FOUND;
  }
  return budget;
}

/**
 * The rest of an open object's walk, once its declared keys are read (`lacking`: one is absent).
 * Leaked markup names a declared key absent beside it, and a near miss is near one
 * (docs/pipeline.md, "Checks on a valid input"): where every declared key is held nothing fires
 * in this object, whatever else was sent, and the keys sent are walked only for the values of
 * undeclared keys under an `additionalProperties` schema.
 */
function undeclared(
  value: Record<string, unknown>,
  shape: Shape,
  lacking: boolean,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  const extra = shape.extra;
  const follow = extra !== undefined && !extra.free;
  const nearMisses = nearMiss && shape.readable;
  if (!follow && (!lacking || !(markup || nearMisses))) return left;
  let budget = left;
  for (const key in value) {
    if (shape.kinds.has(key)) continue;
    if (lacking) {
      if (nearMisses) return UNDECLARED;
      if (markup) {
        if (key.includes("</")) return FOUND;
        const item = value[key];
        if (typeof item === "string" && item.includes("</")) return FOUND;
      }
    }
    if (!follow) continue;
    const item = value[key];
    if (typeof item !== "object" || item === null) continue;
    budget = descend(item, extra, markup, false, depth + 1, budget);
    if (budget < 0) return budget;
  }
  return budget;
}

/** Whether a string under one of `keys` holds `</`. */
function holdsMarkup(value: Record<string, unknown>, keys: readonly string[]): boolean {
  for (let i = 0; i < keys.length; i++) {
    const item = value[keys[i] as string];
    if (typeof item === "string" && item.includes("</")) return true;
  }
  return false;
}

/** The containers left after `item`, an object or an array, under `node`. */
function descend(
  item: object,
  node: Node,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  return Array.isArray(item)
    ? array(item, node, markup, depth, left)
    : object(item as Record<string, unknown>, node, markup, nearMiss, depth, left);
}

function object(
  value: Record<string, unknown>,
  node: Node,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  if (!nearMiss && node.inert && isPlain(value)) return left;
  if (node.shape !== null) return walk(value, node.shape, markup, nearMiss, depth, left);
  return markup && mayHoldMarkup(value) ? FOUND : left;
}

/** Near-miss keys are not read in arrays (docs/pipeline.md, "Near-miss keys"): only markup. */
function array(
  items: readonly unknown[],
  node: Node,
  markup: boolean,
  depth: number,
  left: number,
): number {
  if (!markup) return left;
  const each = node.items;
  if (each === null) return mayHoldMarkup(items) ? FOUND : left;
  if (each.free) return left;
  let budget = left - 1;
  if (budget < 0) return FOUND;
  const inert = each.inert;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (typeof item !== "object" || item === null) continue;
    if (inert && !Array.isArray(item) && isPlain(item)) continue;
    if (depth >= MAX_DEPTH) return FOUND;
    budget = descend(item, each, markup, false, depth + 1, budget);
    if (budget < 0) return budget;
  }
  return budget;
}

/**
 * A closed object (`additionalProperties: false`): a valid input holds declared keys only, so
 * only those that may hold free text or a container are read, and keys are counted only once a
 * `</` or a long string is seen.
 */
function closed(
  value: Record<string, unknown>,
  shape: Shape,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  let budget = left;
  let marked = shape.markedKeys;
  let long = false;
  const keys = shape.relevant;
  const indexes = shape.relevantIndexes;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = value[key];
    if (typeof item === "string") {
      if (item.length >= LONG) long = true;
      else if (!marked && item.includes("</")) marked = true;
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    const node = shape.childAt(indexes[i] as number);
    if (node.free) continue;
    budget = descend(item, node, markup, nearMiss, depth + 1, budget);
    if (budget < 0) return budget;
  }
  if (!markup || !(marked || long) || ownDeclared(value, shape) === shape.size) return budget;
  if (marked) return FOUND;
  for (const key of keys) {
    const item = value[key];
    if (typeof item === "string" && item.length >= LONG && item.includes("</")) return FOUND;
  }
  return budget;
}

function ownPresent(value: Record<string, unknown>, shape: Shape): number {
  let count = 0;
  for (const key of shape.keys) {
    if (Object.hasOwn(value, key) && value[key] !== undefined) count++;
  }
  return count;
}

function ownDeclared(value: Record<string, unknown>, shape: Shape): number {
  let count = 0;
  for (const key of shape.kinds.keys()) if (Object.hasOwn(value, key)) count++;
  return count;
}

/** Whether `for…in` over `value` yields only its own keys (docs/performance.md). */
function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The generic parts the generated walks call back into. */
const runtime: WalkerRuntime = {
  descend,
  mayHoldMarkup,
  isPlain,
  ownPresent,
  ownDeclared,
  maxDepth: MAX_DEPTH,
  long: LONG,
};
