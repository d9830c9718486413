import { coerce, type JsonSchema } from "@tool-input/coerce";

const OBJECT: JsonSchema = Object.freeze({ type: "object" });

/**
 * The object that JSON `text` holds, by the one safe decoder every rule uses (the `json`
 * coercion's: byte-order mark, precision, nesting and `__proto__` checks), or `undefined`. Only
 * plain JSON counts: a fenced or Python text is left for coercion, which reports its repair.
 */
export function decodeObjectText(text: string, maxDepth?: number): object | undefined {
  const decoded = coerce(text, OBJECT, { maxDepth });
  const value = decoded.value;
  if (decoded.coercions[0]?.rule !== "json" || decoded.coercions[0].from !== text) return undefined;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : undefined;
}
