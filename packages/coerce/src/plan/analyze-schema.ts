import { presentItems, resolveRef } from "@tool-input/json";
import { ALL, kindOf, maskOfType, NULL } from "../kinds.js";
import type { JsonSchema } from "../types.js";
import { everyBranchRequires } from "./every-branch-requires.js";
import type { PatternMatcher } from "./key-pattern.js";
import { recordUnion } from "./parts-for.js";
import { OPAQUE, type Part, type Plan } from "./plan.js";

/** What one analysis needs to know besides the schemas it looks at. */
export interface AnalysisSettings {
  /** The document root, for `$ref`. */
  readonly root: JsonSchema;
  /** Schema nodes this analysis may visit. */
  readonly budget: number;
  /** Whether `anyOf` / `oneOf` are analysed (`unions: "analyze"`) or make the position opaque. */
  readonly analyzeUnions: boolean;
  /** Runs `patternProperties` patterns in linear time (`CoerceOptions.patternMatcher`). */
  readonly patternMatcher?: PatternMatcher | undefined;
}

interface Accumulator {
  mask: number;
  readonly parts: Part[];
  readonly unions: (readonly Plan[])[];
}

interface State {
  readonly settings: AnalysisSettings;
  visited: number;
  /** Each `$ref` target is expanded once per analysis; later uses reuse the result. */
  readonly expanded: Map<object, Accumulator>;
  /** Targets being expanded right now: meeting one again is a reference cycle. */
  readonly expanding: Set<object>;
}

const STRUCTURAL = [
  "properties",
  "patternProperties",
  "additionalProperties",
  "items",
  "prefixItems",
  "additionalItems",
  // Read by the rules that look at an object or array as a whole (`omit`, `wrap`).
  "required",
  "minItems",
  "maxItems",
] as const;

/**
 * Analyses what the conjunction of `schemas` accepts, visiting only the keywords that decide
 * acceptance (`type`, `enum`, `const`, `allOf`, `anyOf`, `oneOf`, `$ref`); `properties` and
 * `items` are analysed lazily, when a value goes there. Narrowing-only keywords (`not`,
 * `if`, `format`, ranges…) are ignored, so a kind the schema accepts is never excluded.
 * Returns `OPAQUE` past the budget, on a reference cycle, or on anything it cannot follow.
 */
export function analyzeSchemas(schemas: readonly unknown[], settings: AnalysisSettings): Plan {
  const state: State = { settings, visited: 0, expanded: new Map(), expanding: new Set() };
  const acc: Accumulator = { mask: ALL, parts: [], unions: [] };
  for (const schema of schemas) {
    if (!add(schema, acc, state)) return OPAQUE;
  }
  return toPlan(acc);
}

function toPlan(acc: Accumulator): Plan {
  // Every field present from the start, in one order, so all plans share one shape and the
  // walk's reads of them stay monomorphic as the lazily filled fields are set.
  return {
    opaque: false,
    accepts: acc.mask,
    parts: acc.parts,
    unions: acc.unions,
    inert: undefined,
    objectView: undefined,
    arrayView: undefined,
    objectProgram: undefined,
  };
}

function add(schema: unknown, acc: Accumulator, state: State): boolean {
  if (++state.visited > state.settings.budget) return false;
  if (schema === true) return true;
  if (schema === false) {
    acc.mask = 0;
    return true;
  }
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const node = schema as Readonly<Record<string, unknown>>;
  if (node.$dynamicRef !== undefined || node.$recursiveRef !== undefined) return false;

  if (node.type !== undefined) {
    const mask = maskOfType(node.type);
    if (mask < 0) return false;
    // OpenAPI 3.0 `nullable: true` (Ajv supports it) adds null to the type.
    acc.mask &= node.nullable === true ? mask | NULL : mask;
  }
  if (node.enum !== undefined) {
    if (!Array.isArray(node.enum)) return false;
    let mask = 0;
    // A hole adds no kind, so a sparse enum reads the same by the values it has.
    for (const value of presentItems(node.enum)) mask |= kindOf(value);
    acc.mask &= mask;
  }
  if (Object.hasOwn(node, "const")) acc.mask &= kindOf(node.const);
  if (STRUCTURAL.some((keyword) => node[keyword] !== undefined)) addPart(acc.parts, node);

  if (node.allOf !== undefined) {
    if (!Array.isArray(node.allOf)) return false;
    for (const branch of node.allOf) if (!add(branch, acc, state)) return false;
  }
  if (node.$ref !== undefined && !addRef(node, acc, state)) return false;
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = node[keyword];
    if (branches !== undefined && !addUnion(node, branches, acc, state)) return false;
  }
  return true;
}

function addRef(node: Readonly<Record<string, unknown>>, acc: Accumulator, state: State): boolean {
  const ref = node.$ref;
  if (typeof ref !== "string") return false;
  // Resolved as Ajv resolves it: against the base URI of the `$id` resource `node` stands in.
  const target = resolveRef(state.settings.root, ref, { from: node });
  if (target === undefined) return false;
  if (typeof target === "boolean") return add(target, acc, state);
  if (state.expanding.has(target)) return false; // a reference cycle: a → b → a
  let result = state.expanded.get(target);
  if (result === undefined) {
    result = { mask: ALL, parts: [], unions: [] };
    state.expanding.add(target);
    const ok = add(target, result, state);
    state.expanding.delete(target);
    if (!ok) return false;
    state.expanded.set(target, result);
  }
  merge(acc, result);
  return true;
}

function addUnion(node: object, branches: unknown, acc: Accumulator, state: State): boolean {
  if (!Array.isArray(branches)) return false;
  const plans: Plan[] = [];
  for (const branch of branches) {
    const sub: Accumulator = { mask: ALL, parts: [], unions: [] };
    if (!add(branch, sub, state)) return false;
    plans.push(toPlan(sub));
  }
  // Branches that only narrow (`{ required: [...] }`) do not make a union of types; the keys
  // they all require are required here, for rule `omit`.
  if (plans.every(isUnconstrained)) {
    const requirement = everyBranchRequires(branches, plans);
    if (requirement !== undefined) addPart(acc.parts, requirement);
    return true;
  }
  // The nullable exception (docs/coercion.md, "Unions and the nullable exception"): X or { type: "null" } is X, plus null.
  const nullable = nullableBranch(plans);
  if (nullable !== undefined) {
    merge(acc, {
      mask: nullable.accepts | NULL,
      parts: [...nullable.parts],
      unions: [...nullable.unions],
    });
    return true;
  }
  if (!state.settings.analyzeUnions) return false;
  let mask = 0;
  for (const plan of plans) mask |= plan.accepts;
  acc.mask &= mask;
  recordUnion(plans, node, branches);
  acc.unions.push(plans);
  return true;
}

function nullableBranch(plans: readonly Plan[]): Plan | undefined {
  if (plans.length !== 2) return undefined;
  const [first, second] = plans as [Plan, Plan];
  if (isNullOnly(second)) return first;
  if (isNullOnly(first)) return second;
  return undefined;
}

function isNullOnly(plan: Plan): boolean {
  return plan.accepts === NULL && plan.parts.length === 0 && plan.unions.length === 0;
}

function isUnconstrained(plan: Plan): boolean {
  return plan.accepts === ALL && plan.parts.every(onlyNarrows) && plan.unions.length === 0;
}

/** A part carrying only `required`, `minItems`, `maxItems`: nothing the walk follows. */
function onlyNarrows(part: Part): boolean {
  return STRUCTURAL.slice(0, 6).every((keyword) => part.schema[keyword] === undefined);
}

function merge(acc: Accumulator, other: Accumulator): void {
  acc.mask &= other.mask;
  for (const part of other.parts) addPart(acc.parts, part.schema);
  for (const union of other.unions) if (!acc.unions.includes(union)) acc.unions.push(union);
}

function addPart(parts: Part[], schema: Readonly<Record<string, unknown>>): void {
  for (const part of parts) if (part.schema === schema) return;
  parts.push({ schema });
}
