import { isPoisoned, nestingExceeds, opensStructure } from "./decode-json-structure.js";

/** Why a string that opens a JSON array or object was not decoded. */
export type JsonTextProblem =
  /** It is not valid JSON; `detail` says what and where (``expected `}` at character 7``). */
  | { readonly reason: "syntax"; readonly detail: string }
  /** It nests deeper than `limit` levels. */
  | { readonly reason: "nesting"; readonly limit: number }
  /** It holds a `__proto__` key, or a `constructor` key holding `prototype`. */
  | { readonly reason: "prototype" };

/**
 * V8's `JSON.parse` message as a fragment: quotes become code spans, the 0-based position a
 * 1-based character, and the echo of the text (`"[1,]" is not valid JSON`) is dropped.
 */
function syntaxDetail(message: string): string {
  const text = message
    .replace(/, ".*" is not valid JSON$/s, "")
    .replace(
      / (?:in JSON )?at position (\d+).*$/s,
      (_, at: string) => ` at character ${Number(at) + 1}`,
    )
    .replace(/'([^']*)'/g, "`$1`");
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Why `decodeJsonStructure(text, maxNesting)` refuses a text that opens an array or object, by
 * the same checks in the same order, or `undefined` when it does not refuse it (or the text does
 * not open a structure). For messages that tell the model what to fix (docs/messages.md, "Hints").
 */
export function jsonTextProblem(text: string, maxNesting: number): JsonTextProblem | undefined {
  if (typeof text !== "string" || !opensStructure(text)) return undefined;
  if (text.length > 2 * maxNesting && nestingExceeds(text, maxNesting)) {
    return { reason: "nesting", limit: maxNesting };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { reason: "syntax", detail: syntaxDetail(error instanceof Error ? error.message : "") };
  }
  if (typeof value === "object" && value !== null && isPoisoned(value)) {
    return { reason: "prototype" };
  }
  return undefined;
}
