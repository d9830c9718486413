import { defineOwn, isArrayIndex } from "@tool-input/json";
import { UncheckableInput } from "./guard-shapes.js";
import {
  containersLimit,
  maxMeasuredDepth,
  tooDeepInput,
  tooManyContainers,
} from "./measure-input.js";

/**
 * Whether `node` has a prototype other than `Object.prototype`, `Array.prototype` or `null`: a
 * class instance, a `Date`, an object made by `Object.create(proto)`, whose inherited properties
 * no transport sends (docs/pipeline.md, "Property names an object inherits").
 */
export function hasOtherPrototype(node: object): boolean {
  const proto: unknown = Object.getPrototypeOf(node);
  return proto !== Object.prototype && proto !== Array.prototype && proto !== null;
}

/**
 * Whether an object or array in `input` has another prototype (`hasOtherPrototype`), among an
 * object's own enumerable values and an array's items. Most inputs are small trees, answered by
 * one recursive walk that keeps no record of what it met; an input past `TREE_WALK_LIMIT`
 * entries or `TREE_WALK_DEPTH` levels (a graph, a cycle, a sparse array), or one that throws
 * when read, is walked once more by `carefullyHoldsOtherPrototype`.
 */
export function holdsOtherPrototype(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  try {
    const left = entriesLeft(input, TREE_WALK_LIMIT, 0);
    if (left !== UNDECIDED) return left === FOUND;
  } catch {
    // A getter or Proxy trap that throws: the careful walk reads around it.
  }
  return carefullyHoldsOtherPrototype(input);
}

/** The entries the tree walk reads before it leaves the input to the careful walk. */
const TREE_WALK_LIMIT = 10_000;
/** The levels it goes into (it recurses). */
const TREE_WALK_DEPTH = 1_000;
const FOUND = -1;
const UNDECIDED = -2;

/**
 * What is left of `left` after walking `node` as a tree (a shared child at every place), or
 * `FOUND`, or `UNDECIDED` past the limits. `for…in` gives inherited keys too; only own entries
 * are gone into. An array's named properties are not: no check reads them, no transport sends
 * them.
 */
function entriesLeft(node: object, left: number, depth: number): number {
  if (hasOtherPrototype(node)) return FOUND;
  if (depth > TREE_WALK_DEPTH) return UNDECIDED;
  let rest = left;
  if (Array.isArray(node)) {
    const length = node.length;
    if (length > rest) return UNDECIDED;
    rest -= length;
    for (let index = 0; index < length; index++) {
      const child: unknown = node[index];
      if (typeof child === "object" && child !== null && Object.hasOwn(node, index)) {
        rest = entriesLeft(child, rest, depth + 1);
        if (rest < 0) return rest;
      }
    }
    return rest;
  }
  for (const key in node) {
    if (--rest < 0) return UNDECIDED;
    const child: unknown = (node as Record<string, unknown>)[key];
    if (typeof child === "object" && child !== null && Object.hasOwn(node, key)) {
      rest = entriesLeft(child, rest, depth + 1);
      if (rest < 0) return rest;
    }
  }
  return rest;
}

/**
 * `holdsOtherPrototype` for any input: one pass over an object's own enumerable values and an
 * array's items, each container once (a cycle or a shared child too), with no recursion; a
 * sparse array costs its entries. What cannot be read (a getter or Proxy trap that throws) is
 * passed over: the schema's check decides on it, as it does on a plain input. Past
 * `maxMeasuredDepth` levels or `containersLimit` containers met (getters that make a new object
 * on every read never end) it throws an `UncheckableInput`, as the input measure does.
 */
export function carefullyHoldsOtherPrototype(input: object): boolean {
  const seen = new Set<object>();
  const stack: object[] = [input];
  const depths: number[] = [0];
  while (stack.length > 0) {
    const node = stack.pop() as object;
    const depth = depths.pop() as number;
    if (seen.has(node)) continue;
    seen.add(node);
    refusePastLimits(depth, seen.size);
    if (readably(() => hasOtherPrototype(node), false)) return true;
    for (const child of entriesOf(node)) {
      if (typeof child === "object" && child !== null) {
        stack.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * Throws an `UncheckableInput` for a container met `depth` levels down, or as the `met`-th, past
 * the input measure's limits (getters that make a new object on every read never end).
 */
function refusePastLimits(depth: number, met: number): void {
  if (depth > maxMeasuredDepth) throw new UncheckableInput(tooDeepInput.message);
  if (met > containersLimit) throw new UncheckableInput(tooManyContainers.message);
}

/** An object's own enumerable values, or an array's items (what a check reads of it). */
function entriesOf(node: object): unknown[] {
  const array = readably(() => Array.isArray(node), false);
  if (!array) {
    const values = readably(() => Object.values(node), undefined);
    if (values !== undefined) return values;
  }
  const values: unknown[] = [];
  for (const key of readably(() => Object.keys(node), [])) {
    if (array && !isArrayIndex(key)) continue;
    readably(() => values.push((node as Record<string, unknown>)[key]), 0);
  }
  return values;
}

function readably<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

/**
 * `input` as a transport sends it: `input` itself when nothing in it has another prototype
 * (`holdsOtherPrototype`), else a copy of it whose every object and array holds its own enumerable
 * entries only, an object of another prototype made plain (prototype `Object.prototype`), holes,
 * shared children and cycles kept as they are. The checks read this copy, so an inherited
 * property is never taken for a sent one (docs/pipeline.md, "Property names an object inherits").
 * Throws an `UncheckableInput` past the limits of `carefullyHoldsOtherPrototype`.
 */
export function ownPropertiesView(input: unknown): unknown {
  if (!holdsOtherPrototype(input)) return input;
  const copies = new Map<object, object>();
  const pending: object[] = [];
  const depths: number[] = [];
  const copyOf = (node: object, depth: number): object => {
    let copy = copies.get(node);
    if (copy === undefined) {
      if (Array.isArray(node)) {
        const array: unknown[] = [];
        array.length = node.length;
        copy = array;
      } else {
        copy = Object.getPrototypeOf(node) === null ? Object.create(null) : {};
      }
      copies.set(node, copy as object);
      refusePastLimits(depth, copies.size);
      pending.push(node);
      depths.push(depth);
    }
    return copy as object;
  };
  const root = copyOf(input as object, 0);
  while (pending.length > 0) {
    const node = pending.pop() as Record<string, unknown>;
    const depth = depths.pop() as number;
    const copy = copies.get(node) as object;
    for (const key of Object.keys(node)) {
      const value = node[key];
      const child = typeof value === "object" && value !== null ? copyOf(value, depth + 1) : value;
      defineOwn(copy, key, child);
    }
  }
  return root;
}
