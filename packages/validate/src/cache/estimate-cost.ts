import { annotationKeywords, eachMemberKeywords, valueKeywords } from "@tool-input/json";
import { readingKeywords } from "../input/text-budget.js";
import { broadRefTarget, namedSchemas, noNames } from "./named-schemas.js";
import { referenceCycle } from "./reference-cycle.js";

/** What checking a schema would cost, by the count of `estimateCost`. */
export interface SchemaCost {
  /** Schema values met with every local `$ref` expanded in place, up to `limit` + 1. */
  readonly size: number;
  /** The deepest nesting met (JSON levels, `$ref`s followed), up to `maxDepth` + 1. */
  readonly depth: number;
  /**
   * Whether a check can visit one part of an input many times when the input shares it (an
   * object built in memory): the schema refers back into itself, or nests keywords that apply
   * to every item or key (`items` in `items` in `additionalProperties`) three deep
   * (docs/security.md, "Inputs that are graphs").
   */
  readonly multiplies: boolean;
  /**
   * Whether a check can read one string at many places when the input shares it: a keyword that
   * reads every character (`minLength`, `maxLength`, `pattern`, `format`, `patternProperties`)
   * applies below a keyword that applies to every item or key, or at more than
   * `fixedReadingLimit` places, or the schema refers back into itself or to a schema not found
   * (docs/security.md, "Inputs that are graphs"). Elsewhere each string is read at a place of
   * its own, at most a few times: what the input holds bounds the reading.
   */
  readonly readsMany: boolean;
  /**
   * A chain of `$ref`s that leads back to itself through references alone, if there is one
   * (looked for only when the schema is within the budget).
   */
  readonly referenceCycle: readonly string[] | undefined;
}

/** The bounds of `estimateCost`. */
export interface CostBudget {
  /** The largest expanded size accepted. */
  readonly size: number;
  /** The deepest nesting accepted. */
  readonly depth: number;
}

/**
 * Keywords counted as one value and not walked: data, not schemas, and the definitions, which
 * are checked only where a `$ref` points at them (and counted there).
 */
export const unwalkedKeywords: ReadonlySet<string> = new Set([
  ...valueKeywords,
  "$defs",
  "definitions",
]);

/** Keywords whose value maps names to schemas: its keys are names, whatever they spell. */
const NAME_MAPS: ReadonlySet<string> = new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
  "dependencies",
]);

/**
 * The size of `schema` with every local `$ref` (`#`, `#/…`) replaced by what it points at, as
 * Ajv's generated code walks it: an `allOf`/`$ref` diamond counts 2^levels, a 10,000-wide
 * `anyOf` 10,000 (docs/security.md, "Complexity budget"). Each referenced schema's size is
 * counted once and reused, and a reference back into a schema being counted (recursion) counts
 * one, so the estimate itself is linear in the schema; it stops once past the budget. `text`,
 * when given, is the schema's JSON text: one that writes no keyword naming a schema skips the
 * walk looking for names (there are none to find).
 */
export function estimateCost(schema: unknown, budget: CostBudget, text?: string): SchemaCost {
  const names =
    text !== undefined && !NAMING_KEY.test(text) ? noNames : namedSchemas(schema, budget.depth);
  const sizes = new Map<object, number>();
  // The same for the objects met as a map of names to schemas (`properties`): counted apart,
  // since a key there is a name, not a keyword.
  const mapSizes = new Map<object, number>();
  // How many every-member keywords nest below each schema value counted.
  const fans = new Map<object, number>();
  // The places a reading keyword applies below each schema value (capped), and whether one is
  // below an every-member keyword.
  const readings = new Map<object, number>();
  const readsEach = new Set<object>();
  let unresolved = false;
  const open = new Set<object>();
  let deepest = 0;
  let recursive = false;
  let widest = 0;
  const referring: object[] = [];
  const limit = budget.size + 1;

  // `map`: `value` maps names to schemas (the value of `properties` and the like), so a key
  // there that spells an annotation (`default`, `description`) holds a schema, counted in full.
  function sizeOf(value: unknown, depth: number, map = false): number {
    if (depth > deepest) deepest = depth;
    if (value === null || typeof value !== "object" || depth > budget.depth) return 1;
    const counted = map ? mapSizes : sizes;
    const known = counted.get(value);
    if (known !== undefined) return known;
    if (open.has(value)) {
      recursive = true;
      return 1;
    }
    open.add(value);
    if (typeof (value as { $ref?: unknown }).$ref === "string") referring.push(value);
    let size = 1;
    let fan = 0;
    let reads = 0;
    let readEach = false;
    const isArray = Array.isArray(value);
    const entries = isArray ? value.entries() : Object.entries(value);
    for (const [key, item] of entries) {
      if (size >= limit) break;
      if (!map && !isArray && unwalkedKeywords.has(key as string)) {
        size += 1;
        continue;
      }
      if (!isArray && readingKeywords.has(key as string)) reads += 1;
      const child = key === "$ref" && typeof item === "string" ? target(item) : item;
      if (!isArray && (key === "$dynamicRef" || key === "$recursiveRef")) unresolved = true;
      if (key === "$ref" && !isArray && child === undefined) unresolved = true;
      size += sizeOf(child, depth + 1, !map && !isArray && NAME_MAPS.has(key as string));
      const object = typeof child === "object" && child !== null;
      const below = object ? (fans.get(child) ?? 0) : 0;
      const each = !isArray && eachMemberKeywords.has(key as string) && !isAlwaysValid(child);
      fan = Math.max(fan, below + (each ? 1 : 0));
      const readBelow = object ? (readings.get(child) ?? 0) : 0;
      reads = Math.min(reads + readBelow, fixedReadingLimit + 1);
      if (object && (readsEach.has(child) || (each && readBelow > 0))) readEach = true;
    }
    open.delete(value);
    const capped = Math.min(size, limit);
    counted.set(value, capped);
    fans.set(value, fan);
    readings.set(value, reads);
    if (readEach) readsEach.add(value);
    widest = Math.max(widest, fan);
    return capped;
  }

  // What a reference points at, broader than Ajv, so the estimate never counts less than Ajv
  // expands; `undefined` (counted as one) when unknown.
  const target = (ref: string): unknown => broadRefTarget(schema, names, ref);

  const size = sizeOf(schema, 0);
  const depth = Math.min(deepest, budget.depth + 1);
  const within = size <= budget.size && depth <= budget.depth;
  return {
    size,
    depth,
    multiplies: recursive || widest >= 3,
    // A schema that is not an object is in neither record (lookups of it find nothing).
    readsMany:
      recursive ||
      unresolved ||
      readsEach.has(schema as object) ||
      (readings.get(schema as object) ?? 0) > fixedReadingLimit,
    // Looked for only in a schema within the budget: one past it is refused anyway.
    referenceCycle: within ? referenceCycle(referring, target) : undefined,
  };
}

/** The most places reading keywords may apply at, outside every-member keywords, unbudgeted. */
const fixedReadingLimit = 8;

// What JSON text writes for each key `namedSchemas` reads: a string holding these characters
// escapes its quotes, so only a key matches (or, harmlessly, a key with `\"` in it).
const NAMING_KEY = /"(?:\$id|id|\$anchor|\$dynamicAnchor)":/;

/**
 * Whether Ajv's code skips `schema` as always valid (`true`, `{}`, annotations only): an
 * every-member keyword over it walks no member, so it does not nest the walk.
 */
function isAlwaysValid(schema: unknown): boolean {
  if (schema === true) return true;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  for (const key in schema) if (!annotationKeywords.has(key)) return false;
  return true;
}
