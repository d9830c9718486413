import type { Coercion } from "@tool-input/coerce";
import { decodedTextLimit, decodeJsonText } from "@tool-input/json";
import { decodeObjectText } from "./decode-object-text.js";
import { wantsObject } from "./wants-object.js";

/** The input as the pipeline checks it, and the repairs that made it so. */
export interface ArgumentsReading {
  readonly input: unknown;
  /** Empty when the input was left as it was. */
  readonly coercions: readonly Coercion[];
}

const asSent: readonly Coercion[] = Object.freeze([]);

/**
 * The input of a tool whose root schema wants an object, when the input as a whole is text or
 * absent (docs/pipeline.md, "The call"): `""`, white space, `"null"`, `null` and `undefined` are
 * `{}` (rule `empty`); JSON text holding the object's JSON text (double encoding) is decoded
 * (rule `json`) when it is no longer than `maxStringLength`, as any text coercion decodes. Anything else is returned as it is, for coercion (a JSON, fenced or Python
 * text) or for the message that says what is wrong with the text.
 */
export function readArguments(
  schema: unknown,
  input: unknown,
  maxDepth?: number,
  maxStringLength: number = decodedTextLimit,
): ArgumentsReading {
  if (input !== undefined && input !== null && typeof input !== "string") {
    return { input, coercions: asSent };
  }
  if (!wantsObject(schema)) return { input, coercions: asSent };
  if (typeof input !== "string" || isEmptyText(input)) {
    return { input: {}, coercions: [{ path: [], rule: "empty", from: input, to: {} }] };
  }
  const inner = input.length > maxStringLength ? undefined : doubleEncoded(input);
  if (inner === undefined) return { input, coercions: asSent };
  // The inner text, when it is not an object's JSON, is read by the same rules as any text.
  const value = decodeObjectText(inner, maxDepth) ?? inner;
  return { input: value, coercions: [{ path: [], rule: "json", from: input, to: value }] };
}

/** `""`, white space, or `null` as text. */
function isEmptyText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === "" || trimmed === "null";
}

/** The string a JSON string literal holds, when `text` is one; otherwise `undefined`. */
function doubleEncoded(text: string): string | undefined {
  if (!text.trimStart().startsWith('"')) return undefined;
  const decoded = decodeJsonText(text);
  return decoded.ok && typeof decoded.value === "string" ? decoded.value : undefined;
}
