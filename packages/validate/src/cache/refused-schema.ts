import type { JsonSchema } from "@tool-input/coerce";
import { oneLine } from "../engine/one-line.js";
import { type CostBudget, estimateCost, type SchemaCost } from "./estimate-cost.js";
import {
  CycleError,
  guardedStringify,
  HoleyArrayError,
  WrittenOutError,
  writtenValuesLimit,
} from "./stable-stringify.js";
import { surelyTooLarge } from "./surely-too-large.js";

/**
 * The largest schema compiled (docs/security.md, "Complexity budget"): 5 times the largest
 * expanded size in the corpus of real tool schemas (384) and about 10 times its deepest nesting
 * (21 levels). Past it, Ajv's compile and its checks grow faster than the schema.
 */
export const complexityBudget: CostBudget = { size: 2_000, depth: 200 };

/** Why a schema past the complexity budget is not compiled, by the bound it passed. */
export function tooComplexReason(bound: keyof CostBudget): string {
  return bound === "size"
    ? `the schema is too complex to check (it expands to more than ${complexityBudget.size.toLocaleString("en-US")} subschemas)`
    : `the schema is too complex to check (it nests more than ${complexityBudget.depth} levels deep)`;
}

/**
 * Why `schema` is no JSON Schema at all (not an object or a boolean, or an array), or `undefined`
 * when it is one (docs/pipeline.md, "Schemas that cannot compile").
 */
export function notASchemaReason(schema: unknown): string | undefined {
  if (schema === undefined) return "the tool has no input schema";
  if (typeof schema === "boolean") return undefined;
  if (schema === null || typeof schema !== "object") {
    return `the schema is ${schema === null ? "null" : `a ${typeof schema}`}, not a JSON Schema object or boolean`;
  }
  return Array.isArray(schema)
    ? "the schema is an array, not a JSON Schema object or boolean"
    : undefined;
}

/**
 * Why no engine is given a schema within reach of its copy's cost: past the budget, or (no
 * engine can check it: Ajv's compiler overflows the stack) references leading back to themselves.
 */
export function refusedByCost(
  cost: SchemaCost,
): { reason: string; fault: "schema" | "engine" } | undefined {
  if (cost.size > complexityBudget.size || cost.depth > complexityBudget.depth) {
    return {
      reason: tooComplexReason(cost.size > complexityBudget.size ? "size" : "depth"),
      fault: "schema",
    };
  }
  if (cost.referenceCycle === undefined) return undefined;
  const chain = cost.referenceCycle.join(" → ");
  return {
    reason: `its references lead back to themselves with no schema between: ${chain}`,
    fault: "engine",
  };
}

/**
 * Why reading the schema failed: a cycle, a long array with holes, shared parts written out past
 * the limit, a stack overflow, or what a getter or Proxy threw.
 */
export function unreadableReason(error: unknown): string {
  if (error instanceof CycleError) return "the schema is not JSON (it refers to itself)";
  if (error instanceof HoleyArrayError) {
    return `the schema is too large to read (it holds an array of length ${error.length.toLocaleString("en-US")} with holes)`;
  }
  if (error instanceof WrittenOutError) {
    return `the schema is too large to read (written out as JSON it would hold more than ${writtenValuesLimit.toLocaleString("en-US")} values: it repeats shared objects or arrays)`;
  }
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return "the schema is nested too deeply to read";
  }
  return `the schema could not be read (${oneLine(error)})`;
}

/**
 * A JSON copy of `schema` to compile, or why the validator's cache refuses it before any engine
 * sees it, with the cache's own reason: past the complexity budget, not readable as JSON, or
 * references leading back to themselves (docs/security.md, "Complexity budget").
 */
export function readToCompile(
  schema: object | boolean,
): { ok: true; source: JsonSchema } | { ok: false; reason: string } {
  const bound = typeof schema === "object" ? surelyTooLarge(schema, complexityBudget) : undefined;
  if (bound !== undefined) return { ok: false, reason: tooComplexReason(bound) };
  let text: string;
  try {
    text = guardedStringify(schema);
  } catch (error) {
    return { ok: false, reason: unreadableReason(error) };
  }
  const source = JSON.parse(text) as JsonSchema;
  const refused = refusedByCost(estimateCost(source, complexityBudget, text));
  return refused === undefined ? { ok: true, source } : { ok: false, reason: refused.reason };
}
