import { decodedTextLimit, decodeJsonText, opensJsonStructure } from "@tool-input/json";
import { typeNameOf } from "../render/preview-value.js";
import type { JsonTextVerdict } from "../types.js";

/**
 * The JSON-text verdict on `value` sent where one of `expected` was (docs/messages.md, "Hints"):
 * for a string that opens a JSON array or object where an array or object was expected, what the
 * one decoder says. `ok: true` when it decodes to an expected structure: the model sent the value
 * as text. When coercion ran first (`coercedDepth`, its `maxDepth`; the text sits `depth` levels
 * down), a text it refused is told why, with the nesting left at that depth; without it, only
 * text that decodes is marked.
 */
export function jsonTextVerdict(
  value: unknown,
  expected: readonly string[],
  depth: number,
  coercedDepth: number | undefined,
): JsonTextVerdict | undefined {
  if (typeof value !== "string" || value.length > decodedTextLimit) return undefined;
  const wanted: string[] = expected.filter((type) => type === "array" || type === "object");
  if (wanted.length === 0 || !opensJsonStructure(value)) return undefined;
  // At or past coercion's depth no structure is decoded: the nesting left there is 0.
  const result = decodeJsonText(
    value,
    coercedDepth === undefined ? Number.POSITIVE_INFINITY : Math.max(0, coercedDepth - depth),
  );
  if (result.ok) return wanted.includes(typeNameOf(result.value)) ? { ok: true } : undefined;
  return coercedDepth === undefined ? undefined : { ok: false, problem: result.problem };
}
