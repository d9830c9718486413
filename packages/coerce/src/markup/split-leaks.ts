import { copyObject, defineOwn } from "@tool-input/json";
import { type ObjectShape, omits } from "../plan/object-shape.js";
import type { Coercion, PathSegment } from "../types.js";
import { findLeak, type Leak } from "./find-leak.js";
import { markupCoercion } from "./markup-coercion.js";

/**
 * Rule `markup` (docs/coercion.md, "Leaked markup"): a copy of `object` in which each string
 * value, or key, holding tool-call markup that starts a declared parameter absent from `object`
 * (or holding the `null` or `""` that rule `omit` removes, when `omitting`) is split: the text
 * before the markup stays, the text after it moves to that parameter (the walk then repairs it
 * against the parameter's schema). `undefined` when there is none. A text longer than
 * `maxLength` is left as it is, as the rules that decode text leave one (`maxStringLength`).
 */
export function splitLeaks(
  object: Record<string, unknown>,
  shape: ObjectShape,
  omitting: boolean,
  maxLength: number,
  path: readonly PathSegment[],
  state: { coercions: Coercion[] | undefined },
): Record<string, unknown> | undefined {
  let copy: Record<string, unknown> | undefined;
  const claimed = new Set<string>();
  const absent = (name: string) =>
    !Object.hasOwn(object, name) || (omitting && omits(shape, name, object[name]));
  const wanted = (holder: string) => (name: string) =>
    name !== holder && shape.declared.has(name) && absent(name) && !claimed.has(name);
  const readable = (text: string) => text.length <= maxLength;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const inValue = typeof value === "string" && readable(value) && value.includes("</");
    const leak = inValue
      ? findLeak(value, wanted(key))
      : readable(key) && key.includes("</")
        ? findLeak(key, wanted(key))
        : undefined;
    if (leak === undefined) continue;
    const kept = inValue ? key : leak.keep;
    // A key holding markup keeps its value under the text before the markup, when that name is
    // free: not sent, not a parameter an earlier text started, not one its own markup starts.
    if (!inValue && !keyIsFree(kept, object, claimed, leak)) continue;
    copy ??= copyObject(object);
    if (inValue) defineOwn(copy, key, leak.keep);
    else {
      delete copy[key];
      defineOwn(copy, kept, value);
      claimed.add(kept);
    }
    for (const { name, text } of leak.moved) {
      claimed.add(name);
      defineOwn(copy, name, text);
    }
    state.coercions ??= [];
    state.coercions.push(
      markupCoercion(
        [...path, key],
        inValue ? value : key,
        kept,
        inValue ? leak.keep : value,
        leak.moved,
      ),
    );
  }
  return copy;
}

/** Whether a key split by markup may keep its value under `kept`: no value would be overwritten. */
function keyIsFree(
  kept: string,
  object: Record<string, unknown>,
  claimed: ReadonlySet<string>,
  leak: Leak,
): boolean {
  if (kept === "" || Object.hasOwn(object, kept) || claimed.has(kept)) return false;
  return !leak.moved.some(({ name }) => name === kept);
}
