import { copyArray, copyObject, defineOwn } from "@tool-input/json";
import type { ObjectShape } from "../plan/object-shape.js";
import type { Coercion, PathSegment } from "../types.js";
import { findLeak, type Leak } from "./find-leak.js";
import { markupCoercion } from "./markup-coercion.js";

/** A key whose string value held `</` and was decoded by the walk. */
export interface DecodedText {
  /** The key. */
  readonly key: string;
  /** The text as sent. */
  readonly text: string;
}

/**
 * Rule `markup` on text the walk decoded (docs/coercion.md, "Leaked markup"). JSON and Python
 * text escape the markup's quotes and line breaks (`name=\"K\"`, `\n`), so `splitLeaks` found
 * none in the text itself; decoded, a string inside may hold markup that starts a parameter
 * declared in `object`'s shape and absent from it. Each such string keeps its text before the
 * markup, one coercion is recorded per key whose value held one, and the texts moved are
 * defined on `object` (the walk's own copy, changed in place). Returns the keys the walk should
 * repair again: each key whose value was cut, and each parameter the markup started. Every
 * string looked at is within `maxStringLength`: it came from a text no longer than that.
 */
export function splitDecodedLeaks(
  object: Record<string, unknown>,
  decoded: readonly DecodedText[],
  shape: ObjectShape,
  path: readonly PathSegment[],
  state: { coercions: Coercion[] | undefined },
): string[] {
  const changed: string[] = [];
  for (const { key, text } of decoded) {
    const moved: Leak["moved"][number][] = [];
    // The key itself is held, so never named; nor is a parameter moved out of an earlier string.
    const wanted = (name: string) => shape.declared.has(name) && !Object.hasOwn(object, name);
    const kept = cutStrings(object[key], (inner) => {
      const leak = findLeak(inner, wanted);
      if (leak === undefined) return inner;
      for (const entry of leak.moved) {
        moved.push(entry);
        defineOwn(object, entry.name, entry.text);
      }
      return leak.keep;
    });
    if (moved.length === 0) continue;
    defineOwn(object, key, kept);
    changed.push(key, ...moved.map(({ name }) => name));
    state.coercions ??= [];
    state.coercions.push(markupCoercion([...path, key], text, key, kept, moved));
  }
  return changed;
}

/** `value` with each string holding `</` given by `cut`, containers copied where one changed. */
function cutStrings(value: unknown, cut: (text: string) => string): unknown {
  if (typeof value === "string") return value.includes("</") ? cut(value) : value;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const next = cutStrings(value[index], cut);
      if (next === value[index]) continue;
      copy ??= copyArray(value);
      copy[index] = next;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const next = cutStrings(record[key], cut);
    if (next === record[key]) continue;
    copy ??= copyObject(record);
    defineOwn(copy, key, next);
  }
  return copy ?? record;
}
