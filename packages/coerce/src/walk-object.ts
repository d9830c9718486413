import { copyObject, defineOwn } from "@tool-input/json";
import { STRING } from "./kinds.js";
import { type DecodedText, splitDecodedLeaks } from "./markup/split-decoded-leaks.js";
import { splitLeaks } from "./markup/split-leaks.js";
import type { ObjectProgram } from "./plan/object-program.js";
import { type ObjectShape, omits } from "./plan/object-shape.js";
import type { Plan } from "./plan/plan.js";
import type { Coercion } from "./types.js";
import { chargeText, isQuiet, type Walk, walk, walkString } from "./walk.js";

/**
 * Repairs a plain object against `plan`: by the plan's program where it has one (one comparison per
 * key, only the keys whose value can change visited), by the generic walk otherwise.
 */
export function walkObject(
  object: Record<string, unknown>,
  plan: Plan,
  depth: number,
  state: Walk,
): unknown {
  const program = state.cache.objectProgram(plan);
  return program === undefined
    ? walkGeneric(object, plan, depth, state)
    : walkProgram(object, program, plan, depth, state);
}

/**
 * The specialised walk (issue 24.2). Rules `omit` and `markup` run before the values are walked,
 * and apply only where a key holds `null` or `""`, or where a key or string holds `</` in an
 * object lacking a declared key (markup moves text to a declared parameter that is absent):
 * rather than a separate pass to look for those, each key is looked at as the walk reaches it,
 * the strings once the walk knows a declared key is absent, and on the first hit the work done
 * so far is undone and the generic walk runs. Undoing is exact where this call made every entry
 * of the walk's memory it could leave (inside just-decoded text, or before any was made);
 * elsewhere the separate pass runs first, as in the generic walk.
 */
function walkProgram(
  object: Record<string, unknown>,
  program: ObjectProgram,
  plan: Plan,
  depth: number,
  state: Walk,
): unknown {
  // No value can change (each plan is opaque or inert): only the key rules can, where they apply.
  if (!program.live) {
    return keyRulesCannotApply(object, program, state)
      ? object
      : walkGeneric(object, plan, depth, state);
  }
  const { omitOptionals, splitMarkup } = state.options;
  const keyRules = program.keyRules && (omitOptionals || splitMarkup) && !isQuiet(state);
  const undoable = keyRules && (state.tree || state.walked === undefined);
  if (keyRules && !undoable && keyRulesMayApply(object, splitMarkup, state)) {
    return walkGeneric(object, plan, depth, state);
  }
  const { shapeKeys, shapeSteps, shapeMarked, shapeDeclared } = program;
  const coercions = state.coercions;
  const made = coercions?.length ?? 0;
  let copy: Record<string, unknown> | undefined;
  let position = 0; // among the keys `for…in` gives, own or not
  let declaredHeld = 0;
  // Strings are looked at as they are met where the last object here lacked a declared key (this
  // one likely lacks one too), and otherwise only once one is found absent, after the loop.
  const eager = program.lackedDeclared;
  // `for…in` gives only own keys unless the prototype has enumerable ones (a polluted one).
  const inherits = inheritsKeys(object);
  for (const key in object) {
    const item = object[key];
    let child: Plan | null;
    let marked: boolean;
    let declared: boolean;
    if (shapeKeys[position] === key) {
      child = shapeSteps[position] as Plan | null;
      marked = shapeMarked[position] as boolean;
      declared = shapeDeclared[position] as boolean;
    } else {
      child = program.learn(position, key);
      marked = key.includes("</");
      declared = program.declares(key);
    }
    position++;
    if (
      undoable &&
      (item === null ||
        item === "" ||
        (splitMarkup &&
          (marked || (eager && typeof item === "string" && readsMarkup(item, state)))))
    ) {
      return undo(object, plan, depth, state, coercions, made);
    }
    if (declared) declaredHeld++;
    if (child === null || (inherits && !Object.hasOwn(object, key))) continue;
    let next: unknown;
    state.path.push(key);
    if (typeof item === "string") {
      next = (child.accepts & STRING) !== 0 ? item : walkString(item, child, depth + 1, state);
    } else {
      next = walk(item, child, depth + 1, state);
    }
    state.path.pop();
    if (!Object.is(next, item)) {
      copy ??= program.copy(object);
      defineOwn(copy, key, next);
    }
  }
  state.visits += position;
  const lacked = declaredHeld < program.declaredCount;
  if (lacked !== eager) program.lackedDeclared = lacked;
  // Markup names an absent declared key: none is absent when every one was met, none inherited.
  if (undoable && splitMarkup && !eager && (lacked || inherits) && holdsMarkup(object, state)) {
    return undo(object, plan, depth, state, coercions, made);
  }
  return copy ?? object;
}

/**
 * Whether rules `omit` and `markup` leave `object` as it is, asked without walking it: no key holds
 * `null` or `""` nor `</`, and no string holds `</` unless every declared key is there (markup
 * moves text to an absent one). `false` when unsure (keys it does not own in a `for…in`): the
 * generic walk then looks. For an object at `program` whose values cannot change, that is
 * whether it comes back as it is, so the walk may skip its bookkeeping (see `walk`).
 */
export function keyRulesCannotApply(
  object: Record<string, unknown>,
  program: ObjectProgram,
  state: Walk,
): boolean {
  const { omitOptionals, splitMarkup } = state.options;
  if (!program.keyRules || !(omitOptionals || splitMarkup) || isQuiet(state)) return true;
  if (inheritsKeys(object)) return false;
  const { shapeKeys, shapeMarked, shapeDeclared } = program;
  let position = 0;
  let declaredHeld = 0;
  for (const key in object) {
    const item = object[key];
    if (item === null || item === "") return false;
    const known = shapeKeys[position] === key;
    if (!known) program.learn(position, key);
    if (splitMarkup && (known ? shapeMarked[position] : key.includes("</"))) return false;
    if (known ? shapeDeclared[position] : program.declares(key)) declaredHeld++;
    position++;
  }
  state.visits += position;
  return !splitMarkup || declaredHeld === program.declaredCount || !holdsMarkup(object, state);
}

/**
 * Drops what `walkProgram` did on `object` (the coercions after the first `made`, and the walk's
 * memory, all of it made there) and walks it generically, rules `omit` and `markup` first.
 */
function undo(
  object: Record<string, unknown>,
  plan: Plan,
  depth: number,
  state: Walk,
  coercions: Coercion[] | undefined,
  made: number,
): unknown {
  state.coercions = coercions;
  if (coercions !== undefined) coercions.length = made;
  if (!state.tree) state.walked = undefined;
  return walkGeneric(object, plan, depth, state);
}

/** Whether `for…in` over `object` may give keys it does not own: its prototype has enumerable ones. */
function inheritsKeys(object: object): boolean {
  const proto: unknown = Object.getPrototypeOf(object);
  if (proto === null) return false;
  for (const _ in proto as object) return true;
  return false;
}

/** Whether a string value of `object` holds `</` (keys were looked at as they were met). */
function holdsMarkup(object: Record<string, unknown>, state: Walk): boolean {
  for (const key in object) {
    const value = object[key];
    if (typeof value === "string" && readsMarkup(value, state)) return true;
  }
  return false;
}

/** Whether `text` holds `</`, its length charged to the run (see `chargeText`). */
function readsMarkup(text: string, state: Walk): boolean {
  chargeText(state, text.length);
  return text.includes("</");
}

function walkGeneric(
  object: Record<string, unknown>,
  plan: Plan,
  depth: number,
  state: Walk,
): unknown {
  let copy: Record<string, unknown> | undefined;
  const { omitOptionals, splitMarkup } = state.options;
  let shape: ObjectShape | undefined;
  if (
    (omitOptionals || splitMarkup) &&
    !isQuiet(state) &&
    keyRulesMayApply(object, splitMarkup, state)
  ) {
    shape = state.cache.shape(plan, object);
    if (shape !== undefined) {
      if (splitMarkup) {
        const { maxStringLength } = state.options;
        copy = splitLeaks(object, shape, omitOptionals, maxStringLength, state.path, state);
      }
      if (omitOptionals) copy = omitOptional(copy ?? object, shape, state) ?? copy;
    }
  }
  const source = copy ?? object;
  const view = state.cache.objectView(plan, source);
  if (view === undefined) return source;
  // Decoded text that held `</` is looked at again: its escapes hid markup from `splitLeaks`
  // (docs/coercion.md, "Leaked markup"). `shape` is known wherever a string holds `</`.
  const leakable = splitMarkup && shape !== undefined;
  let decoded: DecodedText[] | undefined;
  let position = 0; // among the own enumerable keys
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const child = view.childAt(position++, key);
    if (child.opaque || child.inert === true) continue; // nothing there can change
    const item = source[key];
    state.path.push(key);
    const next = walk(item, child, depth + 1, state);
    state.path.pop();
    if (!Object.is(next, item)) {
      copy ??= copyObject(object);
      defineOwn(copy, key, next);
      if (
        leakable &&
        typeof item === "string" &&
        typeof next === "object" &&
        readsMarkup(item, state)
      ) {
        decoded ??= [];
        decoded.push({ key, text: item });
      }
    }
  }
  state.visits += position;
  if (decoded !== undefined && copy !== undefined && shape !== undefined) {
    for (const key of splitDecodedLeaks(copy, decoded, shape, state.path, state)) {
      state.path.push(key);
      defineOwn(copy, key, walk(copy[key], view.child(key), depth + 1, state));
      state.path.pop();
    }
  }
  return copy ?? object;
}

/** Whether some key of `object` holds `null` or `""` (rule `omit`), or a key or string holds `</` (rule `markup`). */
function keyRulesMayApply(object: Record<string, unknown>, markup: boolean, state: Walk): boolean {
  for (const key in object) if (keyRuleMayApply(key, object[key], markup, state)) return true;
  return false;
}

/** Whether `value` is `null` or `""` (rule `omit`), or `key` or a string `value` holds `</` (rule `markup`). */
function keyRuleMayApply(key: string, value: unknown, markup: boolean, state: Walk): boolean {
  if (value === null || value === "") return true;
  return markup && ((typeof value === "string" && readsMarkup(value, state)) || key.includes("</"));
}

/**
 * Rule `omit` (docs/coercion.md): a copy of `object` without its optional declared keys that
 * hold `null` where the key's schema refuses null, or `""` where it refuses strings; `undefined`
 * when there are none. `object` may be the walk's own copy already, then changed in place.
 */
function omitOptional(
  object: Record<string, unknown>,
  shape: ObjectShape,
  state: Walk,
): Record<string, unknown> | undefined {
  let copy: Record<string, unknown> | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (!omits(shape, key, value)) continue;
    copy ??= copyObject(object);
    delete copy[key];
    state.coercions ??= [];
    state.coercions.push({ path: [...state.path, key], rule: "omit", from: value });
  }
  return copy;
}
