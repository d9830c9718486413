import type { Coercion } from "../types.js";

/** The keys a `markup` coercion names: the key the text kept stays under, and each parameter started. */
export interface MarkupParts {
  /** The key holding the text before the markup. */
  readonly kept: string;
  /** Each parameter the markup started, given the text after its tag. */
  readonly moved: readonly string[];
}

/**
 * The keys of a `markup` coercion's `to` (docs/coercion.md, "Leaked markup"), read by their
 * meaning and not by their order: an object lists integer-like keys (`"2"`) first, whatever
 * order they were written in. The kept key is the last key of `path`, or, where that key itself
 * held the markup, the key's text before it: the longest key of `to` that `from` starts with.
 * `undefined` for any other coercion. Never throws.
 */
export function markupParts(coercion: Coercion): MarkupParts | undefined {
  try {
    const { rule, path, from, to } = coercion;
    if (rule !== "markup" || typeof to !== "object" || to === null) return undefined;
    const keys = Object.keys(to);
    const last = path[path.length - 1];
    let kept = typeof last === "string" && Object.hasOwn(to, last) ? last : undefined;
    if (kept === undefined && typeof from === "string") {
      for (const key of keys) {
        if (from.startsWith(key) && (kept === undefined || key.length > kept.length)) kept = key;
      }
    }
    if (kept === undefined) return undefined;
    return { kept, moved: keys.filter((key) => key !== kept) };
  } catch {
    // A hostile coercion (a getter or Proxy trap that throws) names no keys.
    return undefined;
  }
}
