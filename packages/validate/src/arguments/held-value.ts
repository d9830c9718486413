import { decodeJsonText, fencedBlock } from "@tool-input/json";
import { maxMeasuredDepth } from "../input/measure-input.js";
import { wantsObject } from "./wants-object.js";

/**
 * What arguments text holds when it is one complete JSON array, number or boolean (as it is, or
 * in one fenced block, as coercion reads it) and the root schema wants an object, else
 * `undefined`: its rejection says what it holds, as the same arguments sent as a value are told
 * (docs/pipeline.md, "Arguments text"). Read as deep as an input is measured: the text is the
 * call itself, and only the message is made of it.
 */
export function heldValue(schema: unknown, text: unknown): unknown {
  if (typeof text !== "string" || !wantsObject(schema)) return undefined;
  const decoded = decodeJsonText(fencedBlock(text) ?? text, maxMeasuredDepth);
  if (!decoded.ok) return undefined;
  const { value } = decoded;
  return Array.isArray(value) || typeof value === "number" || typeof value === "boolean"
    ? value
    : undefined;
}
