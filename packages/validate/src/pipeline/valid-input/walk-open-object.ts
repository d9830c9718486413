import { mayHoldClosingTag } from "./closing-tag.js";
import { KIND } from "./schema-kinds.js";
import type { Node, Shape } from "./valid-input-shape.js";
import { descend, FOUND, holdsMarkup, UNDECLARED } from "./walk-shape.js";

// Copied out of `KIND`, as in walk-shape.ts: a binding read from another module can cost a call
// per read under a loader, and these are read once per key.
const CONTAINER = KIND.container;
const TEXT = KIND.text;

/** Keys remembered per shape at most (a longer object is walked by lookups alone). */
export const MAX_ORDER = 64;

/**
 * An open object whose `for…in` yields only its own keys, walked by them: each key sent is
 * compared with the key at its place in the last such object first (a tool's calls send the
 * same keys in order), looked up only where they differ (docs/performance.md, "1. Valid input").
 */
export function plainOpen(
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
        if (early && !marked && mayHoldClosingTag(item)) marked = true;
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
    if (mayHoldClosingTag(key)) return FOUND;
    const item = value[key];
    if (typeof item === "string" && mayHoldClosingTag(item)) return FOUND;
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
export function undeclared(
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
        if (mayHoldClosingTag(key)) return FOUND;
        const item = value[key];
        if (typeof item === "string" && mayHoldClosingTag(item)) return FOUND;
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
