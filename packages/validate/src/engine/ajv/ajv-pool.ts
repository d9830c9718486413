import type { Dialect, JsonSchema } from "@tool-input/coerce";
import type { ValidateFunction } from "ajv";
import { type AjvInstance, type AjvRole, createAjv } from "./create-ajv.js";
import { stopTrackingEvaluated } from "./stop-tracking-evaluated.js";

/** Schemas an instance compiles before the pool starts a new one (docs/security.md, "Isolation"). */
export const schemasPerInstance = 16;

// Keywords that name a schema (or a place in it) for others to find: a schema with any of them
// anywhere, or a `$ref` that leaves it, compiles on an instance of its own.
const naming = new Set(["$id", "id", "$anchor", "$dynamicAnchor", "$recursiveAnchor"]);

/** What the pool reads of a self-contained schema besides that it is one. */
export interface SelfContained {
  /**
   * Whether a key `unevaluatedProperties` or `unevaluatedItems` is anywhere in it (a property of
   * that name counts too): only then does Ajv's record of what each subschema evaluated matter.
   */
  readonly readsEvaluated: boolean;
}

const evaluatedKeywords = new Set(["unevaluatedProperties", "unevaluatedItems"]);

/**
 * `schema` read for the pool, or `undefined` when it may refer beyond itself. Self-contained: no
 * keyword that names a schema, and every `$ref` (and `$dynamicRef`, `$recursiveRef`) local
 * (`#…`); such a schema compiled as a pooled instance's root adds nothing another schema can
 * reach. Iterative, so any depth is fine.
 */
export function readSelfContained(schema: JsonSchema): SelfContained | undefined {
  try {
    return read(schema);
  } catch {
    return undefined; // a getter that throws: the schema compiles alone, as it always did
  }
}

function read(schema: JsonSchema): SelfContained | undefined {
  const stack: unknown[] = [schema];
  let seen = 0;
  let readsEvaluated = false;
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (++seen > 100_000) return undefined;
    if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (naming.has(key) && typeof value === "string") return undefined;
      if (
        (key === "$ref" || key === "$dynamicRef" || key === "$recursiveRef") &&
        (typeof value !== "string" || !value.startsWith("#"))
      ) {
        return undefined;
      }
      if (evaluatedKeywords.has(key)) readsEvaluated = true;
      stack.push(value);
    }
  }
  return { readsEvaluated };
}

interface Slot {
  ajv: AjvInstance;
  used: number;
}

/**
 * Compiles self-contained schemas on shared Ajv instances, one per dialect, role, reading of
 * properties (`ownProperties`) and need of Ajv's record of what was evaluated (`readsEvaluated`:
 * an instance whose schemas never read it keeps none, see `stopTrackingEvaluated`), each schema
 * as the instance's root (no `$id`: Ajv registers it under the empty id, replacing the schema
 * compiled before it, so `#` and every `#/…` resolve within the schema being compiled, and Ajv
 * resolves them all before its compile returns); an instance is replaced after
 * {@link schemasPerInstance} schemas or when a compile on it throws, and goes when the last of
 * its functions does.
 */
export function createAjvPool(): (
  schema: JsonSchema,
  dialect: Dialect,
  role: Exclude<AjvRole, "meta">,
  ownProperties?: boolean,
  readsEvaluated?: boolean,
) => ValidateFunction {
  const slots = new Map<string, Slot>();
  return (schema, dialect, role, ownProperties = false, readsEvaluated = true) => {
    // The draft-07 class keeps no such record: one instance serves both.
    const tracking = readsEvaluated && dialect !== "draft-07";
    const name = `${dialect} ${role} ${ownProperties} ${tracking}`;
    let slot = slots.get(name);
    if (slot === undefined || slot.used >= schemasPerInstance) {
      // No meta-schemas: a self-contained schema cannot refer to one, and the instance is made
      // about twice as fast (docs/performance.md, section 5).
      const ajv = createAjv(dialect, role, true, false, ownProperties, false);
      if (!tracking) stopTrackingEvaluated(ajv);
      slot = { ajv, used: 0 };
      slots.set(name, slot);
    }
    slot.used++;
    // Compiled as it is: a base URI of its own made Ajv resolve every reference as an absolute
    // URI, about 5% of a compile (docs/performance.md, section 5).
    try {
      return slot.ajv.compile(schema);
    } catch (error) {
      slots.delete(name);
      throw error;
    }
  };
}
