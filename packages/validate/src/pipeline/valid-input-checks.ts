import type { ValidateOptions } from "../types.js";
import { mayHoldMarkup } from "./markup-scan.js";
import { nearMissKeys } from "./near-miss-keys.js";
import { KIND } from "./schema-kinds.js";
import { type Node, nodeOf, type Shape } from "./valid-input-shape.js";

/** Containers the walk looks at before the answer is "maybe" (the pipeline then looks properly). */
const MAX_CONTAINERS = 10_000;
const MAX_DEPTH = 32;
// Copied out of `KIND`: a binding read from another module can cost a call per read under a loader.
const TEXT = KIND.text;
const CONTAINER = KIND.container;
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
  const root = nodeOf(schema);
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
  let budget = left - 1;
  if (budget < 0 || depth >= MAX_DEPTH) return FOUND;
  if (!shape.open) return closed(value, shape, markup, nearMiss, depth, budget);
  let present = 0;
  const early = shape.lacking;
  let marked = false; // read early: a string holds `</`
  let strings = false; // a declared key that may hold free text holds a string
  let others = false; // an undeclared key
  // The keys of the object walked last under this shape, in order: compared before the Map.
  const { order, orderKinds } = shape;
  let position = 0;
  let same = true;
  // An inherited key read here only adds work, except where it stands for an absent declared one.
  for (const key in value) {
    let kind: number | undefined;
    if (same && order[position] === key) kind = orderKinds[position++];
    else {
      same = false;
      kind = shape.kinds.get(key);
    }
    let node: Node | undefined;
    // Near-miss keys are read only through declared keys (docs/pipeline.md, "Near-miss keys").
    const follow = nearMiss && kind !== undefined;
    if (kind === undefined) {
      if (nearMiss && shape.readable) return UNDECLARED;
      others = true;
      node = shape.extra;
      // An undeclared value is read only where something can fire in it (or beside an absent key).
      if (node === undefined || node.free) continue;
    } else {
      present++;
      if (kind === 0) continue;
    }
    const item = value[key];
    if (kind !== undefined) {
      if (typeof item === "string") {
        if ((kind & TEXT) === 0) continue;
        strings = true;
        if (early && !marked && item.includes("</")) marked = true;
        continue;
      }
      node = (kind & CONTAINER) === 0 ? undefined : (shape.nodes.get(key) ?? shape.child(key));
    }
    if (node === undefined || node.free || typeof item !== "object" || item === null) continue;
    budget = descend(item, node, markup, follow, depth + 1, budget);
    if (budget < 0) return budget;
  }
  // Leaked markup names a declared key absent beside it (docs/pipeline.md, "Leaked markup"):
  // strings are looked into only now, once a declared key is known absent.
  const lacking = present < shape.size;
  if (lacking !== early) shape.lacking = lacking;
  if (!same || position !== order.length) shape.remember(value, others);
  if (!markup || !(strings || others || shape.markedKeys)) return budget;
  // `for…in` yields only own keys on a plain object; any other is counted again, own keys only.
  if (!lacking && (isPlain(value) || ownDeclared(value, shape) === shape.size)) return budget;
  if (strings && (early ? marked : holdsMarkup(value, shape.texts))) return FOUND;
  if (!others && !shape.markedKeys) return budget;
  for (const key in value) {
    if (key.includes("</")) return FOUND;
    const item = value[key];
    if (typeof item === "string" && !shape.kinds.has(key) && item.includes("</")) return FOUND;
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
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = value[key];
    if (typeof item === "string") {
      if (item.length >= LONG) long = true;
      else if (!marked && item.includes("</")) marked = true;
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    const node = shape.nodes.get(key) ?? shape.child(key);
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
