import { nearMissKey, type PathSegment } from "@tool-input/format";

/** A key the schema does not declare, near a declared key absent from the input. */
export interface NearMiss {
  /** Keys from the root to the key sent. */
  readonly path: readonly PathSegment[];
  /** The declared key it is near. */
  readonly suggestion: string;
  /** Whether the schema declares extra keys welcome (`additionalProperties` `true` or a schema). */
  readonly welcome: boolean;
}

/** Keywords beside `properties` that may declare or allow keys elsewhere: such a node is not read. */
const UNCERTAIN = [
  "allOf",
  "anyOf",
  "oneOf",
  "$ref",
  "$dynamicRef",
  "patternProperties",
  "unevaluatedProperties",
  "dependentSchemas",
  "dependencies",
  "if",
] as const;

const MAX_DEPTH = 32;
const MAX_KEYS = 10_000;

/**
 * The near-miss keys of `input` (docs/pipeline.md, "Near-miss keys"): at the root and in objects
 * nested through `properties`, where the node is a plain `properties` object whose
 * `additionalProperties` is absent (open only by omission: FastMCP's and zod's output) or declares
 * extra keys welcome; `false` is left to validation, which reports the key itself. A node that
 * combines schemas (`allOf`, `$ref`, …) is not read, since it may declare the key elsewhere.
 * Looks at most 10,000 keys; linear in them; allocates only when an undeclared key is found (a
 * first pass that allocates nothing answers the common case).
 */
export function nearMissKeys(input: unknown, schema: unknown): readonly NearMiss[] {
  if (!undeclared(input, schema, 0)) return NONE;
  const found: NearMiss[] = [];
  const budget = { left: MAX_KEYS };
  visit(input, schema, [], found, budget);
  return found;
}

const NONE: readonly NearMiss[] = Object.freeze([]);

/** Whether some object the walk reads holds a key its schema does not declare (allocates nothing). */
function undeclared(value: unknown, schema: unknown, depth: number): boolean {
  if (!isRecord(value) || !isRecord(schema) || depth > MAX_DEPTH) return false;
  const properties = schema.properties;
  if (!isRecord(properties) || schema.additionalProperties === false) return false;
  for (const keyword of UNCERTAIN) if (schema[keyword] !== undefined) return false;
  for (const key in value) {
    if (!Object.hasOwn(properties, key)) return true;
    if (undeclared(value[key], properties[key], depth + 1)) return true;
  }
  return false;
}

function visit(
  value: unknown,
  schema: unknown,
  path: PathSegment[],
  found: NearMiss[],
  budget: { left: number },
): void {
  if (!isRecord(value) || !isRecord(schema) || path.length > MAX_DEPTH) return;
  const properties = schema.properties;
  if (!isRecord(properties) || UNCERTAIN.some((keyword) => schema[keyword] !== undefined)) return;
  const additional = schema.additionalProperties;
  if (additional === false) return;
  let candidates: string[] | undefined;
  for (const key of Object.keys(value)) {
    if (--budget.left < 0) return;
    if (Object.hasOwn(properties, key)) {
      const child = value[key];
      if (isRecord(child)) {
        path.push(key);
        visit(child, properties[key], path, found, budget);
        path.pop();
      }
      continue;
    }
    candidates ??= Object.keys(properties).filter((name) => !Object.hasOwn(value, name));
    const suggestion = nearMissKey(key, candidates);
    if (suggestion !== undefined) {
      found.push({ path: [...path, key], suggestion, welcome: additional !== undefined });
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
