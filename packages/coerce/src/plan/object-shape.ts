import { NULL, STRING } from "../kinds.js";
import type { PatternMatcher } from "./key-pattern.js";
import { ObjectView } from "./object-view.js";
import type { Part, PlanSchemas } from "./plan.js";

/** What the rules that look at an object's keys as a whole need: `omit` and `markup`. */
export interface ObjectShape {
  /** The plan of every property, none left out for being unable to change (unlike the walk's view). */
  readonly view: ObjectView;
  /** The keys of `properties`, in every conjoined schema object. */
  readonly declared: ReadonlySet<string>;
  /** The keys listed in `required`. */
  readonly required: ReadonlySet<string>;
}

/**
 * The declared and required keys of an object at a position with these `parts`, or `undefined`
 * when a keyword is malformed (a `required` that is not an array of strings: then nothing is
 * known to be optional) or no property is declared.
 */
export function objectShape(
  parts: readonly Part[],
  plan: PlanSchemas,
  matcher: PatternMatcher | undefined,
): ObjectShape | undefined {
  const declared = new Set<string>();
  const required = new Set<string>();
  for (const { schema } of parts) {
    const { properties, required: listed } = schema;
    if (typeof properties === "object" && properties !== null && !Array.isArray(properties)) {
      for (const key of Object.keys(properties)) declared.add(key);
    }
    if (listed === undefined) continue;
    if (!Array.isArray(listed)) return undefined;
    for (const key of listed) {
      if (typeof key !== "string") return undefined;
      required.add(key);
    }
  }
  if (declared.size === 0) return undefined;
  const view = ObjectView.of(parts, plan, matcher);
  return view === undefined ? undefined : { view, declared, required };
}

/**
 * Whether rule `omit` removes `key` holding `value` from an object of `shape` (docs/coercion.md):
 * an optional declared key holding `null` where its schema refuses null, or `""` where it
 * refuses strings. Such a key counts as absent for rule `markup` too.
 */
export function omits(shape: ObjectShape, key: string, value: unknown): boolean {
  if ((value !== null && value !== "") || !shape.declared.has(key) || shape.required.has(key)) {
    return false;
  }
  const child = shape.view.child(key);
  return !child.opaque && (child.accepts & (value === null ? NULL : STRING)) === 0;
}
