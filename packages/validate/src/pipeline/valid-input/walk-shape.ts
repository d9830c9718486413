import { hasOtherPrototype } from "../../input/own-properties-view.js";
import { mayHoldClosingTag } from "./closing-tag.js";
import { mayHoldMarkup } from "./markup-scan.js";
import { KIND } from "./schema-kinds.js";
import type { Node, Shape } from "./valid-input-shape.js";
import { closed } from "./walk-closed-object.js";
import { plainOpen, undeclared } from "./walk-open-object.js";

/** Containers the walk looks at before the answer is "maybe" (the pipeline then looks properly). */
export const MAX_CONTAINERS = 10_000;
const MAX_DEPTH = 32;
// Copied out of `KIND`: a binding read from another module can cost a call per read under a loader.
const CONTAINER = KIND.container;
/** What `walk` returns besides the containers left: the pipeline must look. */
export const FOUND = -1;
/** An undeclared key where near-miss keys are read: `nearMissKeys` decides. */
export const UNDECLARED = -2;

/** Strings from this length on are looked into only once a declared key is known absent. */
export const LONG = 256;

/** The containers left after walking `value` under `shape`, or `FOUND` / `UNDECLARED`. */
export function walk(
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
  // A plain object: `for…in` gives its own keys only (docs/performance.md).
  if (!hasOtherPrototype(value)) return plainOpen(value, shape, markup, nearMiss, depth, budget);
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

/** Whether a string under one of `keys` holds `</`. */
export function holdsMarkup(value: Record<string, unknown>, keys: readonly string[]): boolean {
  for (let i = 0; i < keys.length; i++) {
    const item = value[keys[i] as string];
    if (typeof item === "string" && mayHoldClosingTag(item)) return true;
  }
  return false;
}

/** The containers left after `item`, an object or an array, under `node`. */
export function descend(
  item: object,
  node: Node,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  return Array.isArray(item)
    ? array(item, node, markup, nearMiss, depth, left)
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
  if (!nearMiss && node.inert && !hasOtherPrototype(value)) return left;
  if (node.shape !== null) return walk(value, node.shape, markup, nearMiss, depth, left);
  return markup && mayHoldMarkup(value) ? FOUND : left;
}

/**
 * An array's items, read through its plain `items` (docs/pipeline.md, "Near-miss keys"): for
 * near-miss keys where its key was declared, and for markup; under any other array schema, the
 * generic scan for markup alone.
 */
function array(
  items: readonly unknown[],
  node: Node,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  if (!markup && !nearMiss) return left;
  const each = node.items;
  if (each === null) return markup && mayHoldMarkup(items) ? FOUND : left;
  if (each.free) return left;
  let budget = left - 1;
  if (budget < 0) return FOUND;
  // Inert means nothing fires where near-miss keys are not read.
  const inert = !nearMiss && each.inert;
  for (let i = 0; i < items.length; i++) {
    const item: unknown = items[i];
    if (typeof item !== "object" || item === null) continue;
    if (inert && !Array.isArray(item) && !hasOtherPrototype(item)) continue;
    if (depth >= MAX_DEPTH) return FOUND;
    budget = descend(item, each, markup, nearMiss, depth + 1, budget);
    if (budget < 0) return budget;
  }
  return budget;
}

export function ownDeclared(value: Record<string, unknown>, shape: Shape): number {
  let count = 0;
  for (const key of shape.kinds.keys()) if (Object.hasOwn(value, key)) count++;
  return count;
}
