import type { PlanSchemas } from "./object-view.js";
import { OPAQUE, type Part, type Plan } from "./plan.js";

interface ItemSource {
  readonly prefix: readonly unknown[];
  readonly rest: unknown;
  readonly nested: boolean;
}

/**
 * The plans of an array's items at one position: `prefixItems` (2020-12) or the array form of
 * `items` with `additionalItems` (draft-07) for the leading indices, `items` for the rest, from
 * every conjoined schema object. An index no schema describes gets `OPAQUE`.
 */
export class ArrayView {
  readonly #sources: readonly ItemSource[];
  readonly #plan: PlanSchemas;
  readonly #prefixPlans: (Plan | undefined)[];
  #restPlan: Plan | undefined;

  private constructor(sources: readonly ItemSource[], plan: PlanSchemas) {
    this.#sources = sources;
    this.#plan = plan;
    this.#prefixPlans = new Array(Math.max(0, ...sources.map((s) => s.prefix.length)));
  }

  /** The view for `parts`, or `undefined` when a keyword is malformed (the array is then left alone). */
  static of(parts: readonly Part[], plan: PlanSchemas): ArrayView | undefined {
    const sources: ItemSource[] = [];
    for (const { schema, nested } of parts) {
      const { prefixItems, items, additionalItems } = schema;
      if (prefixItems !== undefined) {
        if (!Array.isArray(prefixItems) || Array.isArray(items)) return undefined;
        sources.push({ prefix: prefixItems, rest: items, nested });
      } else if (Array.isArray(items)) {
        sources.push({ prefix: items, rest: additionalItems, nested });
      } else {
        sources.push({ prefix: [], rest: items, nested });
      }
    }
    return new ArrayView(sources, plan);
  }

  /** The plan for the item at `index`. */
  child(index: number): Plan {
    if (index >= this.#prefixPlans.length) {
      this.#restPlan ??= this.#build(index);
      return this.#restPlan;
    }
    let plan = this.#prefixPlans[index];
    if (plan === undefined) {
      plan = this.#build(index);
      this.#prefixPlans[index] = plan;
    }
    return plan;
  }

  #build(index: number): Plan {
    const schemas: { schema: unknown; nested: boolean }[] = [];
    for (const { prefix, rest, nested } of this.#sources) {
      const schema = index < prefix.length ? prefix[index] : rest;
      if (schema !== undefined) schemas.push({ schema, nested });
    }
    return schemas.length === 0 ? OPAQUE : this.#plan(schemas);
  }
}
