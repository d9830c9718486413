import { refuseHoleyArray } from "../../../../input/holey-array.js";
import { duplicatePair } from "../../../ajv/linear-keywords.js";
import { alwaysValid } from "./ajv-schema-facts.js";
import { type Check, fail, pass, type Subschema } from "./check.js";
import { ClosureUnsupported } from "./closure-unsupported.js";
import { countValue, own, type SchemaNode, schemaList } from "./keyword-values.js";

/**
 * The checks of the array keywords of `node` (run on arrays only). The prepared copy holds only
 * the keywords of its dialect, so `prefixItems` (2020-12) and the array form of `items` with
 * `additionalItems` (draft-07) never meet: both are a tuple followed by the rest's schema.
 * Items are read by index, so a hole of a sparse array is checked as `undefined`, as in Ajv.
 */
export function arrayChecks(node: SchemaNode, subschema: Subschema): Check[] {
  const checks: Check[] = [];
  const items = own(node, "items");
  const tuple = schemaList(node, "prefixItems") ?? (Array.isArray(items) ? items : undefined);
  const rest = Array.isArray(items) ? own(node, "additionalItems") : items;
  const heads = (tuple ?? []).map(subschema);
  if (heads.some((check) => check !== pass)) {
    checks.push((data) => {
      const array = data as unknown[];
      const end = Math.min(heads.length, array.length);
      for (let i = 0; i < end; i++) if (!(heads[i] as Check)(array[i])) return false;
      return true;
    });
  }
  const tail = rest === undefined ? pass : subschema(rest);
  if (tail === fail) {
    checks.push((data) => (data as unknown[]).length <= heads.length);
  } else if (tail !== pass) {
    const start = heads.length;
    checks.push((data) => {
      const array = data as unknown[];
      for (let i = start; i < array.length; i++) if (!tail(array[i])) return false;
      return true;
    });
  }
  // Ajv's tuple leaves its `valid` unset for an array no longer than the index of its first
  // checked entry, and the keywords after it (`contains`, `uniqueItems`) then never run.
  const firstChecked = (tuple ?? []).findIndex((schema) => !alwaysValid(schema));
  const afterTuple = (check: Check): Check =>
    firstChecked === -1
      ? check
      : (data) => (data as unknown[]).length <= firstChecked || check(data);
  const contains = containsCheck(node, subschema);
  if (contains !== undefined) checks.push(afterTuple(contains));
  const minItems = countValue(node, "minItems");
  if (minItems !== undefined) checks.push((data) => (data as unknown[]).length >= minItems);
  const maxItems = countValue(node, "maxItems");
  if (maxItems !== undefined) checks.push((data) => (data as unknown[]).length <= maxItems);
  const unique = own(node, "uniqueItems");
  if (unique !== undefined && typeof unique !== "boolean") {
    throw new ClosureUnsupported("its uniqueItems is not a boolean");
  }
  // The Ajv engine's own linear uniqueItems (docs/pipeline.md, "Engines").
  if (unique === true) {
    checks.push(afterTuple((data) => duplicatePair(data as unknown[]) === undefined));
  }
  // A loop over the items first refuses a long array of holes, as Ajv's generated loops do.
  if (tail !== pass || contains !== undefined || unique === true) checks.unshift(holeyGuard);
  return checks;
}

function holeyGuard(data: unknown): boolean {
  refuseHoleyArray(data as unknown[]);
  return true;
}

/**
 * Ajv's `contains` limits (vocabularies/applicator/contains.ts): `minContains` defaults to 1;
 * `undefined` when the keyword does nothing (0 without `maxContains`) or when it always fails (a
 * minimum above the maximum), neither of which evaluates an item.
 */
export function containsLimits(node: SchemaNode): { min: number; max?: number } | undefined {
  const min = countValue(node, "minContains") ?? 1;
  const max = countValue(node, "maxContains");
  if (max === undefined && min === 0) return undefined;
  if (max !== undefined && min > max) return undefined;
  return max === undefined ? { min } : { min, max };
}

function containsCheck(node: SchemaNode, subschema: Subschema): Check | undefined {
  const schema = own(node, "contains");
  if (schema === undefined) return undefined;
  const limits = containsLimits(node);
  if (limits === undefined) {
    const max = countValue(node, "maxContains");
    return max === undefined ? undefined : fail;
  }
  const { min, max } = limits;
  const matches = subschema(schema);
  const limit = max ?? Number.POSITIVE_INFINITY;
  return (data) => {
    const array = data as unknown[];
    let count = 0;
    for (let i = 0; i < array.length; i++) {
      if (!matches(array[i])) continue;
      count += 1;
      if (count > limit) return false;
      if (count >= min && max === undefined) return true;
    }
    return count >= min;
  };
}
