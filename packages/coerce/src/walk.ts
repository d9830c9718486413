import { convertString } from "./convert/convert-string.js";
import { ARRAY, OBJECT, STRING } from "./kinds.js";
import type { Plan } from "./plan/plan.js";
import type { PlanCache } from "./plan/plan-cache.js";
import type { ResolvedOptions } from "./resolve-options.js";
import type { Coercion, PathSegment } from "./types.js";

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
}

/**
 * Returns `value` repaired against `plan`: the same reference when nothing changed, otherwise a
 * copy of each container along the path of a change (copy-on-write; the input is never touched).
 */
export function walk(value: unknown, plan: Plan, depth: number, state: Walk): unknown {
  if (plan.opaque) return value;
  if (typeof value === "string") {
    return (plan.accepts & STRING) !== 0 ? value : walkString(value, plan, depth, state);
  }
  if (typeof value !== "object" || value === null || depth >= state.options.maxDepth) return value;
  if (Array.isArray(value)) {
    return (plan.accepts & ARRAY) === 0 ? value : walkArray(value, plan, depth, state);
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value; // not JSON: a Date, a Map…
  return (plan.accepts & OBJECT) === 0
    ? value
    : walkObject(value as Record<string, unknown>, plan, depth, state);
}

function walkString(text: string, plan: Plan, depth: number, state: Walk): unknown {
  if (depth > state.options.maxDepth) return text;
  const conversion = convertString(
    text,
    plan.accepts,
    state.options,
    state.options.maxDepth - depth,
  );
  if (conversion === undefined) return text;
  state.coercions ??= [];
  state.coercions.push({
    path: [...state.path],
    rule: conversion.rule,
    from: text,
    to: conversion.to,
  });
  // A decoded structure is repaired against the same node: `edits` sent as text has its inner
  // `"false"` fixed too (docs/coercion.md, rule `json`). Its own coercions follow the json one.
  return conversion.rule === "json" ? walk(conversion.to, plan, depth, state) : conversion.to;
}

function walkArray(array: readonly unknown[], plan: Plan, depth: number, state: Walk): unknown {
  const view = state.cache.arrayView(plan);
  if (view === undefined) return array;
  let copy: unknown[] | undefined;
  for (let index = 0; index < array.length; index++) {
    const child = view.child(index);
    if (child.opaque || child.inert === true) continue; // nothing there can change
    const item = array[index];
    state.path.push(index);
    const next = walk(item, child, depth + 1, state);
    state.path.pop();
    if (next !== item) {
      copy ??= array.slice();
      copy[index] = next;
    }
  }
  return copy ?? array;
}

function walkObject(
  object: Record<string, unknown>,
  plan: Plan,
  depth: number,
  state: Walk,
): unknown {
  const view = state.cache.objectView(plan);
  if (view === undefined) return object;
  let copy: Record<string, unknown> | undefined;
  let position = 0; // among the own enumerable keys
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const child = view.childAt(position++, key);
    if (child.opaque || child.inert === true) continue; // nothing there can change
    const item = object[key];
    state.path.push(key);
    const next = walk(item, child, depth + 1, state);
    state.path.pop();
    if (next !== item) {
      // The spread copies own data properties only, so `key` is already an own data property
      // of the copy and assigning it runs no setter. A key named `__proto__` is still written
      // with defineProperty, so no prototype can change whatever the input (docs/coercion.md, "Bounds").
      copy ??= { ...object };
      if (key === "__proto__") {
        Object.defineProperty(copy, key, {
          value: next,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      } else {
        copy[key] = next;
      }
    }
  }
  return copy ?? object;
}
