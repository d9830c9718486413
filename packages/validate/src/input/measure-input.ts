import type { OtherIssue } from "@tool-input/format";

/**
 * What one walk over an input found: a cycle, or how many values it would hold written out as
 * JSON, and whether that is more than it holds in memory (docs/security.md, "Inputs that are
 * graphs").
 */
export type InputMeasure =
  | { readonly cycle: true }
  /** It nests deeper than `maxMeasuredDepth`: not measured past it. */
  | { readonly cycle: false; readonly deeperThan: number }
  | {
      readonly cycle: false;
      readonly deeperThan?: undefined;
      /** Values written out as JSON (a shared child counted at every place, a hole as `null`), capped. */
      readonly values: number;
      /** Whether `values` is more than the input holds: a child shared by two keys, an array with holes. */
      readonly inflated: boolean;
      /** Characters of its strings and keys written out (a shared string at every place), capped. */
      readonly characters: number;
    };

/**
 * The most values an inflated input may hold written out; past it, checking it would mean
 * walking shared children or holes that many times.
 */
const writtenOutLimit = 1_000_000;

/**
 * The deepest an input is measured: past it, the input cannot be checked (keeping a record of
 * each level costs about a microsecond; a model's arguments nest a few levels).
 */
export const maxMeasuredDepth = 100_000;

interface Frame {
  readonly node: object;
  /** The keys read, or `undefined` for an array read by index while it has no hole. */
  keys: string[] | undefined;
  /** How many entries to read: the keys, or the array's length. */
  length: number;
  index: number;
  size: number;
  characters: number;
}

/**
 * A child holding at most this many values written out, and no hole, is read as a tree wherever
 * it appears, with no record of it: read again at every place, it costs no more than this many
 * reads a place, where a record costs an identity hash (about a microsecond per container).
 */
const SMALL_CHILD = 16;

/**
 * Measures `input` in one pass over its own enumerable entries, each container visited once
 * however many keys share it (a small child, `SMALL_CHILD`, read at every place instead), with
 * no recursion; values are capped at `limit` + 1, characters at `characterLimit` + 1. An array
 * is read by index until its first hole, then by its own keys (an array of length 2^32 − 1 with
 * few entries costs its entries). Throws what reading the input throws (a getter, a Proxy trap).
 */
export function measureInput(
  input: unknown,
  limit: number = writtenOutLimit,
  characterLimit: number = Number.POSITIVE_INFINITY,
): InputMeasure {
  if (typeof input !== "object" || input === null) {
    const characters = typeof input === "string" ? Math.min(input.length, characterLimit + 1) : 0;
    return { cycle: false, values: 1, inflated: false, characters };
  }
  const cap = limit + 1;
  const characterCap = characterLimit + 1;
  // Each container's frame once it is walked, its sizes read wherever it appears again.
  const walked = new Map<object, Frame>();
  const onPath = new Set<object>();
  let inflated = false;
  // The characters of the small child `smallTreeValues` read last.
  let smallCharacters = 0;
  const open = (node: object): Frame => {
    onPath.add(node);
    if (Array.isArray(node)) {
      return { node, keys: undefined, length: node.length, index: 0, size: 1, characters: 0 };
    }
    const keys = Object.keys(node);
    let characters = 0;
    for (const key of keys) characters += key.length;
    const length = keys.length;
    return {
      node,
      keys,
      length,
      index: 0,
      size: 1,
      characters: Math.min(characters, characterCap),
    };
  };
  const stack: Frame[] = [open(input)];
  let root: Frame | undefined;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.index === frame.length) {
      stack.pop();
      onPath.delete(frame.node);
      walked.set(frame.node, frame);
      const parent = stack[stack.length - 1];
      if (parent === undefined) root = frame;
      else add(parent, frame.size, frame.characters);
      continue;
    }
    let child: unknown;
    if (frame.keys !== undefined) {
      child = (frame.node as Record<string, unknown>)[frame.keys[frame.index++] as string];
    } else if (frame.index in frame.node) {
      child = (frame.node as unknown[])[frame.index++];
    } else {
      // The first hole: the rest is read by the array's own keys, the first `index` of them the
      // indices read so far. A hole is written out as `null`, and Ajv's checks visit it as `undefined`.
      const keys = Object.keys(frame.node);
      inflated = true;
      add(frame, Math.max(0, frame.length - keys.length), 0);
      frame.keys = keys;
      frame.length = keys.length;
      continue;
    }
    if (typeof child !== "object" || child === null) {
      add(frame, 1, typeof child === "string" ? child.length : 0);
      continue;
    }
    // A container met before is not read again: a large one shared at many places costs a lookup
    // a place, not a look at its keys.
    const known = walked.get(child);
    if (known !== undefined) {
      inflated = true;
      add(frame, known.size, known.characters);
      continue;
    }
    if (onPath.has(child)) return { cycle: true };
    smallCharacters = 0;
    const small = smallTreeValues(child, SMALL_CHILD);
    if (small > 0) {
      add(frame, small, smallCharacters);
    } else if (stack.length === maxMeasuredDepth) {
      return { cycle: false, deeperThan: maxMeasuredDepth };
    } else {
      stack.push(open(child));
    }
  }
  const { size: values, characters } = root as Frame;
  return { cycle: false, values, inflated, characters };

  function add(frame: Frame, size: number, characters: number): void {
    frame.size = Math.min(frame.size + size, cap);
    frame.characters = Math.min(frame.characters + characters, characterCap);
  }

  // The values `node` holds written out when that is at most `budget` and it has no hole (its
  // characters added to `smallCharacters`), else 0. A cycle never fits a budget.
  function smallTreeValues(node: object, budget: number): number {
    let values = 1;
    if (Array.isArray(node)) {
      const length = node.length;
      if (length >= budget) return 0;
      for (let i = 0; i < length; i++) {
        if (!(i in node)) return 0;
        values += valuesOfItem(node[i], budget - values);
        if (values > budget) return 0;
      }
      return values;
    }
    const keys = Object.keys(node);
    if (keys.length >= budget) return 0;
    for (const key of keys) {
      smallCharacters += key.length;
      values += valuesOfItem((node as Record<string, unknown>)[key], budget - values);
      if (values > budget) return 0;
    }
    return values;
  }

  // One entry's values, or more than `budget` where it is a container that does not fit it.
  function valuesOfItem(item: unknown, budget: number): number {
    if (typeof item === "string") smallCharacters += item.length;
    if (typeof item !== "object" || item === null) return 1;
    return smallTreeValues(item, budget) || budget + 1;
  }
}

/**
 * Whether walking `input` as a tree (a shared child at every place it appears, a hole as a value)
 * meets at most `limit` values: no bookkeeping of what was seen, so it costs about what a check's
 * own walk costs, and it stops once past the limit, on a cycle too. `false` means "measure it".
 */
export function walksWithin(input: unknown, limit: number = writtenOutLimit): boolean {
  return typeof input !== "object" || input === null || budgetLeft(input, limit, 0) >= 0;
}

// What is left of `left` after walking `node`; negative once past it (or too deep to walk here).
function budgetLeft(node: object, left: number, depth: number): number {
  if (depth > maxTreeDepth) return -1;
  let rest = left;
  if (Array.isArray(node)) {
    const length = node.length;
    if (length > rest) return -1;
    rest -= length;
    for (let i = 0; i < length; i++) {
      const child: unknown = node[i];
      if (typeof child === "object" && child !== null) {
        rest = budgetLeft(child, rest, depth + 1);
        if (rest < 0) return rest;
      }
    }
    return rest;
  }
  for (const key in node) {
    if (--rest < 0) return rest;
    const child: unknown = (node as Record<string, unknown>)[key];
    if (typeof child === "object" && child !== null) {
      rest = budgetLeft(child, rest, depth + 1);
      if (rest < 0) return rest;
    }
  }
  return rest;
}

// Deeper than this, `walksWithin` leaves the input to `measureInput`, which does not recurse.
const maxTreeDepth = 1_000;

/** The issue of an input that contains itself (a cycle: docs/security.md). */
export const selfReference: OtherIssue = {
  kind: "other",
  path: [],
  message:
    "refers to itself (an object or array in it contains itself), so it cannot be checked or sent as JSON",
};

/** The issue of an input nested past `maxMeasuredDepth`. */
export const tooDeepInput: OtherIssue = {
  kind: "other",
  path: [],
  message: `nests more than ${maxMeasuredDepth.toLocaleString("en-US")} levels deep, so it cannot be checked`,
};

/**
 * The issue of an input that holds more objects and arrays than the walks read, counted as met
 * (a getter that makes a new object on every read makes one at each).
 */
export const tooManyContainers: OtherIssue = {
  kind: "other",
  path: [],
  message: `holds more than ${writtenOutLimit.toLocaleString("en-US")} objects and arrays, so it cannot be checked`,
};

/** The most objects and arrays a walk that keeps a record of each reads (`tooManyContainers`). */
export const containersLimit: number = writtenOutLimit;

/** The issue of an input that shares or skips so much that checking it would never end. */
const inflatedInput: OtherIssue = {
  kind: "other",
  path: [],
  message: `would hold more than ${writtenOutLimit.toLocaleString("en-US")} values written out as JSON (it repeats shared objects or arrays, or has arrays with holes), so it cannot be checked`,
};

/**
 * Why `input` cannot be checked at all, or `undefined` when it can be: most inputs are small
 * trees, cleared by one walk that keeps no record; the others are measured. Throws as
 * `measureInput`.
 */
export function shapeIssueOf(input: unknown): OtherIssue | undefined {
  if (walksWithin(input)) return undefined;
  const measure = measureInput(input);
  if (measure.cycle) return selfReference;
  if (measure.deeperThan !== undefined) return tooDeepInput;
  return measure.inflated && measure.values > writtenOutLimit ? inflatedInput : undefined;
}

/** `shapeIssueOf`, answering `undefined`, not a throw, for an input that throws when read. */
export function tryShapeIssueOf(input: unknown): OtherIssue | undefined {
  try {
    return shapeIssueOf(input);
  } catch {
    return undefined;
  }
}
