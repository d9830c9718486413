import { ARRAY, BOOLEAN, FRACTION, kindOf, NULL, NUMBER, OBJECT, STRING } from "../kinds.js";
import type { ResolvedOptions } from "../resolve-options.js";
import type { CoercionRule } from "../types.js";
import { decodeJsonStructure } from "./decode-json-structure.js";
import { decodePythonStructure } from "./decode-python-structure.js";
import { fencedBlock } from "./fenced-block.js";
import { toBoolean } from "./to-boolean.js";
import { toNumber } from "./to-number.js";

/** A string's replacement and the rule that produced it. */
export interface Conversion {
  /** The rule that applied. */
  readonly rule: CoercionRule;
  /** The new value. */
  readonly to: unknown;
}

/**
 * Applies the scalar rules and the structure rules to a string at a node accepting `accepts` (docs/coercion.md, "When a
 * string is coerced"): nothing when the node accepts strings, or when the converted value's
 * kind is not one the node accepts. `maxNesting` bounds the containers a JSON text may open.
 */
export function convertString(
  text: string,
  accepts: number,
  options: ResolvedOptions,
  maxNesting: number,
): Conversion | undefined {
  if ((accepts & STRING) !== 0 || text.length > options.maxStringLength) return undefined;
  if ((accepts & BOOLEAN) !== 0) {
    const value = toBoolean(text, options.caselessBooleans);
    if (value !== undefined) return { rule: "boolean", to: value };
  }
  if ((accepts & NULL) !== 0 && text === "null") return { rule: "null", to: null };
  if ((accepts & NUMBER) !== 0) {
    const value = toNumber(text);
    if (value !== undefined && (kindOf(value) & accepts) !== 0) {
      return { rule: (accepts & FRACTION) !== 0 ? "number" : "integer", to: value };
    }
  }
  if ((accepts & (ARRAY | OBJECT)) !== 0) {
    const decoded = decodeStructure(text, accepts, options, maxNesting);
    if (decoded !== undefined) return decoded;
    // One fenced block and nothing else (docs/coercion.md, "Fenced blocks"): its content.
    const inner = text.includes("```") ? fencedBlock(text) : undefined;
    if (inner !== undefined) return decodeStructure(inner, accepts, options, maxNesting);
  }
  return undefined;
}

/** Rule `json`, else rule `python`, for a structure of a kind in `accepts`. */
function decodeStructure(
  text: string,
  accepts: number,
  options: ResolvedOptions,
  maxNesting: number,
): Conversion | undefined {
  const json = decodeJsonStructure(text, maxNesting);
  if (json !== undefined)
    return (kindOf(json) & accepts) !== 0 ? { rule: "json", to: json } : undefined;
  if (!options.decodePython) return undefined;
  const python = decodePythonStructure(text, maxNesting);
  return python !== undefined && (kindOf(python) & accepts) !== 0
    ? { rule: "python", to: python }
    : undefined;
}
