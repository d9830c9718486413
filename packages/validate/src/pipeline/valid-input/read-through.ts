import { annotationKeywords, type JsonSchema, resolveRef } from "@tool-input/json";

/**
 * The schema object the checks on a valid input read for `schema`, a schema object of `root`
 * (docs/pipeline.md, "Near-miss keys"): through a reference that is all it says
 * (`{ "$ref": "#/$defs/Model", "description": … }`, pydantic's nested model) to its target, and
 * through a nullable union (`anyOf: [X, { "type": "null" }]`, pydantic's `Optional[Model]`) to
 * `X`, at most `MAX_STEPS` such steps; `schema` itself where neither applies, where a reference
 * does not resolve, or where the steps lead back to where they started.
 */
export function readThrough(
  schema: Readonly<Record<string, unknown>>,
  root: unknown,
): Readonly<Record<string, unknown>> {
  let current = schema;
  for (let step = 0; step < MAX_STEPS; step++) {
    const next = stepFrom(current, root);
    if (next === undefined) return current;
    if (next === schema) return schema;
    current = next;
  }
  return schema;
}

/** Steps followed at most: a chain of references between plain schemas is a few long. */
const MAX_STEPS = 32;

function stepFrom(
  schema: Readonly<Record<string, unknown>>,
  root: unknown,
): Readonly<Record<string, unknown>> | undefined {
  let step: string | undefined;
  for (const key of Object.keys(schema)) {
    if (annotationKeywords.has(key) || BESIDE.has(key)) continue;
    if (step !== undefined || !STEPS.includes(key)) return undefined;
    step = key;
  }
  if (step === "$ref") {
    const ref = schema.$ref;
    if (typeof ref !== "string" || typeof root !== "object" || root === null) return undefined;
    const target = resolveRef(root as JsonSchema, ref, { from: schema });
    return isRecord(target) ? target : undefined;
  }
  return step === undefined ? undefined : nonNullBranch(schema[step]);
}

const STEPS = ["$ref", "anyOf", "oneOf"];

/** Keywords that constrain no value: a schema holding them beside a step says nothing more. */
const BESIDE: ReadonlySet<string> = new Set([
  "$comment",
  "$schema",
  "$id",
  "$anchor",
  "$defs",
  "definitions",
]);

/** Of two branches, the one that is not `{ "type": "null" }` (with annotations at most). */
function nonNullBranch(branches: unknown): Readonly<Record<string, unknown>> | undefined {
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const [first, second] = branches as [unknown, unknown];
  if (isNullOnly(second) && isRecord(first)) return first;
  if (isNullOnly(first) && isRecord(second)) return second;
  return undefined;
}

function isNullOnly(schema: unknown): boolean {
  if (!isRecord(schema) || schema.type !== "null") return false;
  return Object.keys(schema).every((key) => key === "type" || annotationKeywords.has(key));
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
