import { decodeJsonText } from "@tool-input/json";

/** Deepest nesting decoded (coerce's `maxDepth` default). */
const DEFAULT_DEPTH = 64;

/**
 * The object that JSON `text` holds, by the one verdict on JSON text (`decodeJsonText`: the
 * byte-order mark, nesting, precision and `__proto__` checks), or `undefined`. Only JSON counts:
 * a fenced or Python text is left for coercion, which reports its repair. Any length: the
 * decoding is linear in the text, which the caller holds already (a bound on what is decoded as
 * a repair is the caller's: `maxStringLength`).
 */
export function decodeObjectText(text: string, maxDepth?: number): object | undefined {
  const decoded = decodeJsonText(text, maxDepth ?? DEFAULT_DEPTH);
  if (!decoded.ok) return undefined;
  const value = decoded.value;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
}
