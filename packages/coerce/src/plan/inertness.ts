import { isHoleyArray } from "@tool-input/json";
import { ARRAY, BOOLEAN, NUMBER, OBJECT, STRING } from "../kinds.js";
import type { ObjectShape } from "./object-shape.js";
import { ANYTHING, type ItemPlans, type Part, type Plan, type PropertyPlans } from "./plan.js";

/** What an inertness question reads of the plan cache that asks it. */
export interface InertnessSource {
  plan(schema: unknown): Plan;
  objectView(plan: Plan): PropertyPlans | undefined;
  arrayView(plan: Plan): ItemPlans | undefined;
  keyRuleShape(plan: Plan): ObjectShape | undefined;
}

/** Works out, for one coercer, which plans no rule can change anything under (see `inert`). */
export class Inertness {
  readonly #cache: InertnessSource;
  /** Whether a lone value can become an array (rule `wrap`). */
  readonly #wraps: boolean;
  /** Plans whose inertness is being worked out: meeting one again is a cycle (answer: not inert). */
  readonly #pending = new Set<Plan>();
  /** Child schemas looked at by inertness questions so far (bounded by `MAX_INERT_WORK`). */
  #inertWork = 0;

  constructor(cache: InertnessSource, wraps: boolean) {
    this.#cache = cache;
    this.#wraps = wraps;
  }

  /**
   * Whether no value at `plan`, of any kind, can ever be changed: a string there stays a string
   * (the plan accepts strings, or nothing a string could become), no property of an object
   * or item of an array there can change (their views are empty), and no rule acts on an
   * object's keys there (see `keyRuleShape`). Memoised on the plan. Sound
   * rather than complete: a reference cycle, nesting past `MAX_PENDING` or work past
   * `MAX_INERT_WORK` answers false, and so does every plan whose answer depended on that one.
   */
  inert(plan: Plan): boolean {
    if (plan.opaque || plan === ANYTHING) return true;
    if (plan.inert !== undefined) return plan.inert;
    if (this.#pending.has(plan) || this.#pending.size >= MAX_PENDING) return false;
    this.#pending.add(plan);
    let inert: boolean;
    try {
      const { accepts } = plan;
      inert =
        ((accepts & STRING) !== 0 || accepts === 0) &&
        !(this.#wraps && (accepts & ARRAY) !== 0 && (accepts & LONE) !== LONE) &&
        ((accepts & OBJECT) === 0 ||
          (this.#cache.objectView(plan) === undefined &&
            this.#cache.keyRuleShape(plan) === undefined)) &&
        ((accepts & ARRAY) === 0 || this.#cache.arrayView(plan) === undefined);
    } finally {
      this.#pending.delete(plan);
    }
    plan.inert = inert;
    return inert;
  }

  /**
   * Whether every schema the structural keywords of `parts` apply to the properties (`kind`
   * OBJECT) or items (ARRAY) of a value at `plan` is inert. Every keyword is read, whatever the
   * dialect: a view uses a subset of them, and a conjunction of inert schemas is inert (it
   * accepts strings when each does; its parts are theirs).
   */
  childrenInert(plan: Plan, parts: readonly Part[], kind: number): boolean {
    const owner = !this.#pending.has(plan);
    if (owner) {
      if (this.#pending.size >= MAX_PENDING) return false;
      this.#pending.add(plan);
    }
    try {
      for (const { schema } of parts) {
        const children = kind === OBJECT ? propertySchemas(schema) : itemSchemas(schema);
        if (children === undefined) return false;
        // Many plans can share one large part (a `$ref` used in many places): past a total
        // bound, answer "not inert" rather than let the first value wait on the whole schema.
        this.#inertWork += children.length;
        if (this.#inertWork > MAX_INERT_WORK) return false;
        for (const child of children) if (!this.inert(this.#cache.plan(child))) return false;
      }
      return true;
    } finally {
      if (owner) this.#pending.delete(plan);
    }
  }
}

/** The kinds a lone value can have that rule `wrap` may put in an array. */
const LONE = OBJECT | NUMBER | BOOLEAN;

/** How many plans deep an inertness question may go before the answer is "not inert". */
const MAX_PENDING = 256;

/** How many child schemas all the inertness questions of one coercer may look at, in all. */
const MAX_INERT_WORK = 100_000;

/** The schemas a schema object applies to properties, or `undefined` when a keyword is malformed. */
function propertySchemas(schema: Readonly<Record<string, unknown>>): unknown[] | undefined {
  const { properties, patternProperties, additionalProperties } = schema;
  const children: unknown[] = [];
  for (const keyword of [properties, patternProperties]) {
    if (keyword === undefined) continue;
    if (typeof keyword !== "object" || keyword === null || Array.isArray(keyword)) return undefined;
    children.push(...Object.values(keyword));
  }
  if (additionalProperties !== undefined) children.push(additionalProperties);
  return children;
}

/** The schemas a schema object applies to array items, read in every dialect at once. */
function itemSchemas(schema: Readonly<Record<string, unknown>>): unknown[] | undefined {
  const { prefixItems, items, additionalItems } = schema;
  const children: unknown[] = [];
  // A tuple with holes (a sparse array of length 2^32 − 1) is not read: unsure, so not inert.
  if (Array.isArray(prefixItems)) {
    if (isHoleyArray(prefixItems)) return undefined;
    for (const schema of prefixItems) children.push(schema);
  } else if (prefixItems !== undefined) return undefined;
  if (Array.isArray(items)) {
    if (isHoleyArray(items)) return undefined;
    for (const schema of items) children.push(schema);
  } else if (items !== undefined) children.push(items);
  if (additionalItems !== undefined) children.push(additionalItems);
  return children;
}
