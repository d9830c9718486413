import { compiledDialect, type Dialect } from "@tool-input/json";
import { ARRAY, OBJECT } from "../kinds.js";
import { type AnalysisSettings, analyzeSchemas } from "./analyze-schema.js";
import { ArrayView } from "./array-view.js";
import { Inertness } from "./inertness.js";
import { ObjectProgram } from "./object-program.js";
import { type ObjectShape, objectShape } from "./object-shape.js";
import { ObjectView } from "./object-view.js";
import { partsFor } from "./parts-for.js";
import {
  ANYTHING,
  type ItemPlans,
  OPAQUE,
  type Part,
  type Plan,
  type PlanSchemas,
  type PropertyPlans,
} from "./plan.js";
import { wrapItem } from "./wrap-item.js";

/**
 * A coercer's memory of its schema: one plan per schema object and one view per plan (kept on
 * the plan itself), each worked out the first time a value needs it and reused by every later
 * call. The plans of rare keys that are not memoised (see `ObjectView`) are dropped with their views.
 */
export class PlanCache {
  readonly #settings: AnalysisSettings;
  readonly #plans = new Map<unknown, Plan>();
  /** Plans by what they hold (see `#intern`), and an id for each schema object and union in a key. */
  readonly #interned = new Map<string, Plan>();
  readonly #ids = new Map<object, number>();
  /** The views of discriminated unions' branches, by plan and chosen schemas. */
  readonly #selected = new Map<string, PropertyPlans | null>();
  readonly #planSchemas: PlanSchemas = (schemas) => this.planAll(schemas);
  /** The root's dialect, worked out the first time a tuple keyword needs it. */
  #dialect: Dialect | undefined;
  readonly #rootDialect = (): Dialect => {
    this.#dialect ??= compiledDialect(this.#settings.root);
    return this.#dialect;
  };

  /** Whether views leave alone the objects and arrays where nothing can change (see `inert`). */
  readonly #pruneInert: boolean;
  /** Whether objects are walked by a program per plan (`objectProgram`) where one can be built. */
  readonly #specialise: boolean;
  readonly #inertness: Inertness;
  readonly #rules: CacheRules;
  readonly #shapes = new WeakMap<Plan, ObjectShape | null>();
  readonly #wrapItems = new WeakMap<Plan, Plan | null>();

  /**
   * `pruneInert: false` keeps every view, for the tests that check pruning changes no result;
   * `rules` says which rules that change more than a string are on; `specialise: false` keeps
   * the generic walk everywhere, for the tests that check programs change no result.
   */
  constructor(
    settings: AnalysisSettings,
    pruneInert = true,
    rules: CacheRules = NO_RULES,
    specialise = true,
  ) {
    this.#settings = settings;
    this.#pruneInert = pruneInert;
    this.#specialise = specialise;
    this.#rules = rules;
    this.#inertness = new Inertness(this, rules.wrapArrays);
  }

  /**
   * The program that walks an object at `plan` (memoised on the plan), or `undefined` where the
   * generic walk runs: unions, `patternProperties`, specialisation off, and the first object to
   * reach the plan (a program plans every declared key; a one-off `coerce` is cheaper without).
   */
  objectProgram(plan: Plan): ObjectProgram | undefined {
    const known = plan.objectProgram;
    if (known !== undefined && known !== false) return known ?? undefined;
    // Nothing below is described (the `true` schema, a bare type): the walk has nothing to do.
    if (plan.parts.length === 0 && plan.unions.length === 0) return undefined;
    if (known === undefined) {
      plan.objectProgram = false;
      return undefined;
    }
    let program: ObjectProgram | null = null;
    // `patternProperties` is left to the generic walk: whether a key matches is asked per key.
    if (this.#specialise && plan.unions.length === 0) {
      if (plan.parts.every(({ schema }) => schema.patternProperties === undefined)) {
        program = new ObjectProgram(
          this.objectView(plan),
          (child) => child.opaque || (this.#pruneInert && this.inert(child)),
          this.keyRuleShape(plan),
          this.#rules.codeGeneration,
        );
      }
    }
    plan.objectProgram = program;
    return program ?? undefined;
  }

  /**
   * The declared and required keys of `object` at `plan` (memoised per plan when no union
   * chooses among branches), or `undefined` when none are known.
   */
  shape(plan: Plan, object?: Readonly<Record<string, unknown>>): ObjectShape | undefined {
    if (plan.opaque || (plan.parts.length === 0 && plan.unions.length === 0)) return undefined;
    const memo = plan.unions.length === 0;
    const known = memo ? this.#shapes.get(plan) : undefined;
    if (known !== undefined) return known ?? undefined;
    const parts = partsFor(plan, OBJECT, object);
    const shape = parts && objectShape(parts, this.#planSchemas, this.#settings.patternMatcher);
    if (memo) this.#shapes.set(plan, shape ?? null);
    return shape;
  }

  /**
   * The shape of objects at `plan` where rules `omit` or `markup` can act on them, or `undefined`:
   * `markup` wherever properties are declared, `omit` only where one of them is optional.
   */
  keyRuleShape(plan: Plan): ObjectShape | undefined {
    const { omitOptionals, splitMarkup } = this.#rules;
    if (!omitOptionals && !splitMarkup) return undefined;
    const shape = this.shape(plan);
    if (shape === undefined || splitMarkup) return shape;
    for (const key of shape.declared) if (!shape.required.has(key)) return shape;
    return undefined;
  }

  /** The plan of the one item a lone value at `plan` would become (rule `wrap`), or `undefined`. */
  wrapItem(plan: Plan): Plan | undefined {
    if (plan.opaque || (plan.accepts & ARRAY) === 0) return undefined;
    let item = this.#wrapItems.get(plan);
    if (item === undefined) {
      const parts = partsFor(plan, ARRAY);
      item = (parts && wrapItem(parts, this.#planSchemas, this.#rootDialect)) ?? null;
      this.#wrapItems.set(plan, item);
    }
    return item ?? undefined;
  }

  /** The plan for one schema (memoised per schema object). */
  plan(schema: unknown): Plan {
    if (schema === true) return ANYTHING;
    let plan = this.#plans.get(schema);
    if (plan === undefined) {
      plan = this.#intern(analyzeSchemas([schema], this.#settings));
      this.#plans.set(schema, plan);
    }
    return plan;
  }

  /** The plan for several schemas that must all hold (the caller memoises it). */
  planAll(schemas: readonly unknown[]): Plan {
    if (schemas.length === 1) return this.plan(schemas[0]);
    return this.#intern(analyzeSchemas(schemas, this.#settings));
  }

  /**
   * The one plan equal to `plan` (same kinds, parts and unions) that this cache hands out, so
   * positions that apply the same schemas (`l: { $ref: "#" }` and `r: { $ref: "#" }`) share a
   * plan, its views, and the walk's memory of an input's shared children.
   */
  #intern(plan: Plan): Plan {
    if (plan.opaque || this.#interned.size >= MAX_INTERNED) return plan;
    let key = `${plan.accepts}`;
    for (const { schema } of plan.parts) key += `,${this.#idOf(schema)}`;
    for (const union of plan.unions) key += `|${this.#idOf(union)}`;
    const known = this.#interned.get(key);
    if (known !== undefined) return known;
    this.#interned.set(key, plan);
    return plan;
  }

  #idOf(object: object): number {
    let id = this.#ids.get(object);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(object, id);
    }
    return id;
  }

  /**
   * How to reach the properties of `object` at `plan`, or `undefined` to leave them alone. Where a
   * union's branch depends on the object (a discriminated union), the view of the branch the
   * object's discriminator selects; without an object, a view that stands for all of them.
   */
  objectView(plan: Plan, object?: Readonly<Record<string, unknown>>): PropertyPlans | undefined {
    let view = plan.objectView;
    if (view === undefined) {
      // Nothing below is described (the `true` schema, a bare type): no view to build or keep.
      if (plan.parts.length === 0 && plan.unions.length === 0) return undefined;
      const parts = partsFor(plan, OBJECT);
      view = parts === undefined ? BY_DISCRIMINATOR : this.#objectView(plan, parts);
      plan.objectView = view;
    }
    if (view === BY_DISCRIMINATOR && object !== undefined) return this.#selectedView(plan, object);
    return view ?? undefined;
  }

  #objectView(plan: Plan, parts: readonly Part[]): PropertyPlans | null {
    const view = ObjectView.of(parts, this.#planSchemas, this.#settings.patternMatcher) ?? null;
    if (this.#pruneInert && view !== null && this.#inertness.childrenInert(plan, parts, OBJECT))
      return null;
    return view;
  }

  /** The view of the branches `object` selects at a discriminated `plan`, one per choice. */
  #selectedView(plan: Plan, object: Readonly<Record<string, unknown>>): PropertyPlans | undefined {
    const parts = partsFor(plan, OBJECT, object);
    if (parts === undefined) return undefined;
    let key = `${this.#idOf(plan)}`;
    for (const { schema } of parts) key += `,${this.#idOf(schema)}`;
    let view = this.#selected.get(key);
    if (view === undefined) {
      view = this.#objectView(plan, parts);
      if (this.#selected.size < MAX_INTERNED) this.#selected.set(key, view);
    }
    return view ?? undefined;
  }

  /** How to reach an array's items at `plan`, or `undefined` to leave them alone. */
  arrayView(plan: Plan): ItemPlans | undefined {
    let view = plan.arrayView;
    if (view === undefined) {
      if (plan.parts.length === 0 && plan.unions.length === 0) return undefined;
      const parts = partsFor(plan, ARRAY);
      view = (parts && ArrayView.of(parts, this.#planSchemas, this.#rootDialect)) ?? null;
      if (
        this.#pruneInert &&
        view !== null &&
        parts &&
        this.#inertness.childrenInert(plan, parts, ARRAY)
      )
        view = null;
      plan.arrayView = view;
    }
    return view ?? undefined;
  }

  /** Whether no value at `plan`, of any kind, can ever be changed (see `Inertness`). */
  inert(plan: Plan): boolean {
    return this.#inertness.inert(plan);
  }
}

/** The rules, besides the string rules, that decide what can change (`ResolvedOptions` fields). */
export interface CacheRules {
  readonly omitOptionals: boolean;
  readonly splitMarkup: boolean;
  readonly wrapArrays: boolean;
  /** Whether object programs may generate their copy functions (`ObjectProgram#copy`). */
  readonly codeGeneration: boolean;
}

const NO_RULES: CacheRules = {
  omitOptionals: false,
  splitMarkup: false,
  wrapArrays: false,
  codeGeneration: false,
};

/** Stands, on a plan, for the views of a discriminated union's branches (`#selectedView`). */
const BY_DISCRIMINATOR: PropertyPlans = Object.freeze({
  childAt: () => OPAQUE,
  child: () => OPAQUE,
});

/** Distinct plans a cache interns; past it (unions analysed afresh for rare keys) plans stay apart. */
const MAX_INTERNED = 10_000;
