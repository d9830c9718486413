import { type AnalysisSettings, analyzeSchemas } from "./analyze-schema.js";
import { ArrayView } from "./array-view.js";
import { ARRAY, OBJECT } from "./kinds.js";
import { ObjectView, type PlanSchemas } from "./object-view.js";
import { ANYTHING, type Part, type Plan } from "./plan.js";
import { type Dialect, schemaDialect } from "./schema-dialect.js";

/**
 * A coercer's memory of its schema: one plan per schema object and one view per plan (kept on
 * the plan itself), each worked out the first time a value needs it and reused by every later
 * call. The plans of rare keys that are not memoised (see `ObjectView`) are dropped with their views.
 */
export class PlanCache {
  readonly #settings: AnalysisSettings;
  readonly #plans = new Map<unknown, Plan>();
  readonly #nestedPlans = new Map<unknown, Plan>();
  readonly #planSchemas: PlanSchemas = (schemas) => this.planAll(schemas);
  /** The root's dialect, worked out the first time a tuple keyword needs it (`null`: not yet). */
  #dialect: Dialect | undefined | null = null;
  readonly #dialectOf = (): Dialect | undefined => {
    if (this.#dialect === null) this.#dialect = schemaDialect(this.#settings.root);
    return this.#dialect;
  };

  constructor(settings: AnalysisSettings) {
    this.#settings = settings;
  }

  /** The plan for one schema (memoised per schema object). */
  plan(schema: unknown, nested: boolean): Plan {
    if (schema === true) return ANYTHING;
    const plans = nested ? this.#nestedPlans : this.#plans;
    let plan = plans.get(schema);
    if (plan === undefined) {
      plan = analyzeSchemas([{ schema, nested }], this.#settings);
      plans.set(schema, plan);
    }
    return plan;
  }

  /** The plan for several schemas that must all hold (the caller memoises it). */
  planAll(schemas: readonly { schema: unknown; nested: boolean }[]): Plan {
    const [only] = schemas;
    if (schemas.length === 1 && only !== undefined) return this.plan(only.schema, only.nested);
    return analyzeSchemas(schemas, this.#settings);
  }

  /** How to reach an object's properties at `plan`, or `undefined` to leave them alone. */
  objectView(plan: Plan): ObjectView | undefined {
    let view = plan.objectView;
    if (view === undefined) {
      // Nothing below is described (the `true` schema, a bare type): no view to build or keep.
      if (plan.parts.length === 0 && plan.unions.length === 0) return undefined;
      const parts = partsFor(plan, OBJECT);
      view = (parts && ObjectView.of(parts, this.#planSchemas)) ?? null;
      plan.objectView = view;
    }
    return view ?? undefined;
  }

  /** How to reach an array's items at `plan`, or `undefined` to leave them alone. */
  arrayView(plan: Plan): ArrayView | undefined {
    let view = plan.arrayView;
    if (view === undefined) {
      if (plan.parts.length === 0 && plan.unions.length === 0) return undefined;
      const parts = partsFor(plan, ARRAY);
      view = (parts && ArrayView.of(parts, this.#planSchemas, this.#dialectOf)) ?? null;
      plan.arrayView = view;
    }
    return view ?? undefined;
  }
}

/**
 * The schema objects that apply to a value of `kind` at `plan`: its own parts plus, for each
 * analysed union, those of the one branch that accepts `kind`. When no branch or several do,
 * which branch the value is meant for is unknown: `undefined`, and the value is left alone.
 */
function partsFor(plan: Plan, kind: number): readonly Part[] | undefined {
  if (plan.unions.length === 0) return plan.parts;
  const parts = [...plan.parts];
  for (const branches of plan.unions) {
    let chosen: Plan | undefined;
    for (const branch of branches) {
      if ((branch.accepts & kind) === 0) continue;
      if (chosen !== undefined) return undefined;
      chosen = branch;
    }
    const more = chosen === undefined ? undefined : partsFor(chosen, kind);
    if (more === undefined) return undefined;
    parts.push(...more);
  }
  return parts;
}
