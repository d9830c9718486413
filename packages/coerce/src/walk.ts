import {
  copyArray,
  DENSE_LIMIT,
  holdsLongText,
  isArrayIndex,
  opensJsonStructure,
} from "@tool-input/json";
import { convertString, keepsMarkup } from "./convert/convert-string.js";
import { opensTuple } from "./convert/decode-python-structure.js";
import { mayBeOneItem } from "./convert/one-item-text.js";
import { ARRAY, kindOf, OBJECT, STRING } from "./kinds.js";
import type { ItemPlans, Plan } from "./plan/plan.js";
import type { PlanCache } from "./plan/plan-cache.js";
import type { ResolvedOptions } from "./resolve-options.js";
import type { Coercion, PathSegment } from "./types.js";
import { keyRulesCannotApply, walkObject } from "./walk-object.js";

/** The state of one coercion run: where the walk is, and the changes made so far. */
export interface Walk {
  /** The coercer's plans. */
  readonly cache: PlanCache;
  /** Its options. */
  readonly options: ResolvedOptions;
  /** Keys and indices from the root to the value being visited (pushed and popped in place). */
  readonly path: PathSegment[];
  /** The changes made; `undefined` until the first one, so a clean walk allocates nothing. */
  coercions: Coercion[] | undefined;
  /** The containers on the current path below the root (a stack): meeting one again is a cycle. */
  ancestors: object[] | undefined;
  /**
   * What each container that changed became, per plan and depth, so that a shared child is
   * repaired once and its copy shared; past `REMEMBER_ALL_AFTER` entries, every container walked.
   */
  walked: Map<object, Walked> | undefined;
  /** The keys and items the walk has looked at, and the characters of the strings it read. */
  visits: number;
  /** The value the run coerces, for the measure past `MEASURE_AFTER` (see `chargeText`). */
  input: unknown;
  /** Whether `input` was measured. */
  measured: boolean;
  /** The input's root container, once met: an ancestor of everything, kept out of `ancestors`. */
  root: object | undefined;
  /** Inside a value this run decoded from JSON text: a tree that nothing else reaches. */
  tree: boolean;
  /**
   * Inside decoded text that holds no `null`, `""` or `<` (nor an escape): rules `omit` and
   * `markup` cannot apply there (see `isQuiet`); `undefined` until an object inside asks.
   */
  quiet: boolean | undefined;
  /** The text the value being walked was decoded from, if any. */
  text: string | undefined;
}

/** A fresh state for one coercion run of `input`. */
export function startWalk(cache: PlanCache, options: ResolvedOptions, input?: unknown): Walk {
  return {
    cache,
    options,
    path: [],
    coercions: undefined,
    ancestors: undefined,
    walked: undefined,
    visits: 0,
    input,
    measured: false,
    root: undefined,
    tree: false,
    quiet: false,
    text: undefined,
  };
}

/**
 * The result of walking one container against one plan at one depth (a list, one entry per plan
 * and depth): met at another depth, `maxDepth` may cut it elsewhere, so it is walked again.
 */
interface Walked {
  readonly plan: Plan;
  readonly depth: number;
  readonly result: unknown;
  readonly next: Walked | undefined;
}

/**
 * Returns `value` repaired against `plan`: the same reference when nothing changed, otherwise a
 * copy of each container along the path of a change (copy-on-write; the input is never touched).
 * An input that is a graph is walked once per container, plan and depth: a container met again
 * on the current path (a cycle) is left as it is, and a shared child is repaired once, its copy
 * shared.
 */
export function walk(value: unknown, plan: Plan, depth: number, state: Walk): unknown {
  if (plan.opaque) return value;
  if (typeof value === "string") {
    return (plan.accepts & STRING) !== 0 ? value : walkString(value, plan, depth, state);
  }
  if (typeof value !== "object" || value === null || depth >= state.options.maxDepth) {
    return typeof value === "number" || typeof value === "boolean"
      ? wrap(value, plan, depth, state)
      : value;
  }
  const array = Array.isArray(value);
  if (!array) {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value; // not JSON: a Date, a Map…
  }
  if ((plan.accepts & (array ? ARRAY : OBJECT)) === 0) {
    return array ? value : wrap(value, plan, depth, state);
  }
  // Bookkeeping only where a graph is possible (docs/coercion.md, "Bounds"):
  // not for the root, met once and an ancestor of all, nor inside text this run just parsed.
  if (state.tree || (depth === 0 && state.root === undefined)) {
    if (!state.tree) state.root = value;
    return array
      ? walkArray(value, plan, depth, state)
      : walkObject(value as Record<string, unknown>, plan, depth, state);
  }
  if (value === state.root) return value;
  // An object none of whose values can change comes back as it is where the key rules do not
  // apply, and holds nothing the walk goes into: no bookkeeping for it. Only while the walk is
  // short: past that, one shared at many places is looked at once (see `REMEMBER_ALL_AFTER`).
  if (!array && state.visits <= REMEMBER_ALL_AFTER) {
    const program = plan.objectProgram;
    if (
      program &&
      !program.live &&
      keyRulesCannotApply(value as Record<string, unknown>, program, state)
    ) {
      return value;
    }
  }
  const first = state.walked?.get(value);
  for (let known = first; known !== undefined; known = known.next) {
    if (known.plan === plan && known.depth === depth) return known.result;
  }
  state.ancestors ??= [];
  const ancestors = state.ancestors;
  if (ancestors.includes(value)) return value; // at most `maxDepth` of them
  ancestors.push(value);
  const made = state.coercions?.length ?? 0;
  const result = array
    ? walkArray(value, plan, depth, state)
    : walkObject(value as Record<string, unknown>, plan, depth, state);
  ancestors.pop();
  // A container that came back as it was, with no change recorded, needs no record: walked again
  // it gives the same. Remembering every one would cost a `Map` entry per container on every call;
  // a graph that shares large unchanged parts is stopped by the count of entries looked at.
  if (
    result !== value ||
    (state.coercions?.length ?? 0) !== made ||
    state.visits > REMEMBER_ALL_AFTER
  ) {
    state.walked ??= new Map();
    state.walked.set(value, { plan, depth, result, next: first });
  }
  return result;
}

/**
 * The keys, items and characters a walk reads before it remembers every container it walks,
 * changed or not: below it, a child shared by many keys may be walked at each (at most this
 * much work in all); past it, each container is walked once per plan and depth
 * (docs/coercion.md, "Bounds").
 */
const REMEMBER_ALL_AFTER = 10_000;

/**
 * Counts `length` characters of a string the walk reads. A string has no identity, so one long
 * string an input shares at many places is read at every place: past `MEASURE_AFTER`
 * characters the input is measured, once, and one whose strings and keys pass `textLimit`
 * (as the walk reads them: each container once, a string at every place) stops the run, which
 * leaves the input as it is (docs/coercion.md, "Bounds").
 */
export function chargeText(state: Walk, length: number): void {
  state.visits += length;
  if (state.visits <= MEASURE_AFTER || state.measured) return;
  state.measured = true;
  if (holdsLongText(state.input)) throw new RangeError("the input holds too much text to read");
}

/** The characters (and keys and items) a run reads before it measures its input. */
const MEASURE_AFTER = 4_000_000;

export function walkString(text: string, plan: Plan, depth: number, state: Walk): unknown {
  if (depth > state.options.maxDepth) return text;
  chargeText(state, text.length);
  const conversion = convertString(
    text,
    plan.accepts,
    state.options,
    state.options.maxDepth - depth,
    state.path,
  );
  if (conversion === undefined) {
    return keepsMarkup(text, state.options) ? text : wrap(text, plan, depth, state);
  }
  record(state, conversion);
  // A decoded structure is repaired against the same node: `edits` sent as text has its inner
  // `"false"` fixed too (docs/coercion.md, rule `json`), unless the caller keeps it as decoded
  // (`decoded: "keep"`). Its own coercions follow the json one.
  const decoded = conversion.rule === "json" || conversion.rule === "python";
  if (!decoded || !state.options.repairDecoded) return conversion.to;
  // What was just decoded is a tree nothing else reaches: no bookkeeping inside it.
  const { tree, quiet, text: outer } = state;
  state.tree = true;
  state.quiet = undefined;
  state.text = text;
  const result = walk(conversion.to, plan, depth, state);
  state.tree = tree;
  state.quiet = quiet;
  state.text = outer;
  return result;
}

/** Adds `coercion` to the run's list, made here at the first. */
export function record(state: Walk, coercion: Coercion): void {
  if (state.coercions === undefined) state.coercions = [coercion];
  else state.coercions.push(coercion);
}

/**
 * Whether the object being walked was decoded from a text in which no value can be `null` or
 * `""`, nor a key or string hold `</`: then rules `omit` and `markup` need not be looked for.
 * Worked out once per text, when the first object inside asks.
 */
export function isQuiet(state: Walk): boolean {
  state.quiet ??= state.text !== undefined && cannotHoldKeyRules(state.text);
  return state.quiet;
}

/** Each of `null`, `""`, `''`, `None` and `<` is spelled out, unless escaped (which takes a backslash). */
function cannotHoldKeyRules(text: string): boolean {
  return !KEY_RULE_SPELLING.test(text);
}

const KEY_RULE_SPELLING = /[<\\]|null|None|""|''/;

/**
 * Rule `wrap` (docs/coercion.md): a lone value where the node wants an array (and rejects the
 * value's kind) becomes a one-item array when the item's schema takes it, as it is or after the
 * rules; the array is then walked, so its item is repaired too. Otherwise `value` itself.
 */
function wrap(value: unknown, plan: Plan, depth: number, state: Walk): unknown {
  if (!state.options.wrapArrays || depth >= state.options.maxDepth) return value;
  const kind = kindOf(value);
  if ((plan.accepts & ARRAY) === 0 || (plan.accepts & kind) !== 0) return value;
  const item = state.cache.wrapItem(plan);
  if (item === undefined || item.opaque || !fits(value, kind, item, depth, state)) return value;
  const wrapped = [value];
  record(state, { path: state.path.slice(), rule: "wrap", from: value, to: [value] });
  const result = walk(wrapped, plan, depth, state);
  return result;
}

/**
 * Whether `item` takes `value` as it is, or a string after the string rules. A string that may be
 * a list (`mayBeOneItem`) is not one item, unless it decodes whole, by rule `json` or `python`, to
 * a structure the item takes: one value, whatever commas it holds (`'{"a":1,"b":2}'`). A string
 * that opens a structure (`'{"a":1}'`, or a Python tuple's `(`) or holds a fence is never taken
 * as a string item: that is Ajv's `['["a"]']` mistake.
 */
function fits(value: unknown, kind: number, item: Plan, depth: number, state: Walk): boolean {
  if (typeof value !== "string") return (item.accepts & kind) !== 0;
  if (value.length > state.options.maxStringLength) return false;
  chargeText(state, value.length);
  const oneItem = mayBeOneItem(value);
  if ((item.accepts & STRING) !== 0) {
    return oneItem && !opensJsonStructure(value) && !opensTuple(value) && !value.includes("```");
  }
  const maxNesting = state.options.maxDepth - depth - 1;
  const taken = convertString(value, item.accepts, state.options, maxNesting, state.path);
  return taken !== undefined && (oneItem || taken.rule === "json" || taken.rule === "python");
}

function walkArray(array: readonly unknown[], plan: Plan, depth: number, state: Walk): unknown {
  const view = state.cache.arrayView(plan);
  if (view === undefined) return array;
  let copy: unknown[] | undefined;
  if (array.length <= DENSE_LIMIT) {
    state.visits += array.length;
    for (let index = 0; index < array.length; index++) {
      copy = walkItem(array, index, view, depth, state, copy);
    }
  } else {
    // A long array may be sparse (length 2^32 − 1, one item): visit only the items it has.
    const keys = Object.keys(array);
    state.visits += keys.length;
    for (const key of keys) {
      if (isArrayIndex(key)) copy = walkItem(array, Number(key), view, depth, state, copy);
    }
  }
  return copy ?? array;
}

/** Walks one item of `array`; returns the array's copy, made here at the first change. */
function walkItem(
  array: readonly unknown[],
  index: number,
  view: ItemPlans,
  depth: number,
  state: Walk,
  copy: unknown[] | undefined,
): unknown[] | undefined {
  const child = view.child(index);
  if (child.opaque || child.inert === true) return copy; // nothing there can change
  const item = array[index];
  state.path.push(index);
  const next = walk(item, child, depth + 1, state);
  state.path.pop();
  if (Object.is(next, item)) return copy;
  const changed = copy ?? copyArray(array);
  changed[index] = next;
  return changed;
}
