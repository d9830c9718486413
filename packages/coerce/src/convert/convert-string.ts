import { fencedBlock } from "@tool-input/json";
import { ARRAY, BOOLEAN, FRACTION, kindOf, NULL, NUMBER, OBJECT, STRING } from "../kinds.js";
import type { ResolvedOptions } from "../resolve-options.js";
import type { Coercion, CoercionRule, PathSegment } from "../types.js";
import { decodeJsonStructure } from "./decode-json-structure.js";
import { decodePythonStructure } from "./decode-python-structure.js";
import { toBoolean } from "./to-boolean.js";
import { toNumber } from "./to-number.js";

/**
 * Applies the scalar rules and the structure rules to a string at a node accepting `accepts` (docs/coercion.md, "When a
 * string is coerced"): the coercion they make of it at `path` (copied), or nothing when the node
 * accepts strings, or when the converted value's kind is not one the node accepts. `maxNesting`
 * bounds the containers a JSON text may open. The result is the walk's record as it is, so a
 * repair allocates one object per change.
 */
export function convertString(
  text: string,
  accepts: number,
  options: ResolvedOptions,
  maxNesting: number,
  path: readonly PathSegment[],
): Coercion | undefined {
  if ((accepts & STRING) !== 0 || text.length > options.maxStringLength) return undefined;
  if ((accepts & BOOLEAN) !== 0) {
    const value = toBoolean(text, options.caselessBooleans);
    if (value !== undefined) return made(path, "boolean", text, value);
  }
  if ((accepts & NULL) !== 0 && text === "null") return made(path, "null", text, null);
  if ((accepts & NUMBER) !== 0) {
    const value = toNumber(text);
    if (value !== undefined && (kindOf(value) & accepts) !== 0) {
      return made(path, (accepts & FRACTION) !== 0 ? "number" : "integer", text, value);
    }
  }
  if ((accepts & (ARRAY | OBJECT)) !== 0 && !keepsMarkup(text, options)) {
    const decoded = decodeStructure(text, text, accepts, options, maxNesting, path);
    if (decoded !== undefined) return decoded;
    // One fenced block and nothing else (docs/coercion.md, "Fenced blocks"): its content.
    const inner = text.includes("```") ? fencedBlock(text) : undefined;
    if (inner !== undefined)
      return decodeStructure(text, inner, accepts, options, maxNesting, path);
  }
  return undefined;
}

/** Rule `json`, else rule `python`, for a structure of a kind in `accepts` spelled by `source`. */
function decodeStructure(
  text: string,
  source: string,
  accepts: number,
  options: ResolvedOptions,
  maxNesting: number,
  path: readonly PathSegment[],
): Coercion | undefined {
  const json = decodeJsonStructure(source, maxNesting);
  if (json !== undefined)
    return (kindOf(json) & accepts) !== 0 ? made(path, "json", text, json) : undefined;
  if (!options.decodePython) return undefined;
  const python = decodePythonStructure(source, maxNesting);
  return python !== undefined && (kindOf(python) & accepts) !== 0
    ? made(path, "python", text, python)
    : undefined;
}

/**
 * Whether `text` stays as it is where it would be decoded or wrapped: under `decoded: "keep"`,
 * a text holding `</`, whose markup may name a parameter of the object around it, which only a
 * coercion that repairs decoded text looks for (docs/coercion.md, "Leaked markup").
 */
export function keepsMarkup(text: string, options: ResolvedOptions): boolean {
  return !options.repairDecoded && text.includes("</");
}

/** The walk's record of a change at `path` (`slice` copies a path faster than a spread). */
function made(
  path: readonly PathSegment[],
  rule: CoercionRule,
  from: string,
  to: unknown,
): Coercion {
  return { path: path.slice(), rule, from, to };
}
