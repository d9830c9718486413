import type { Dialect } from "@tool-input/json";
import { type ItemPlans, OPAQUE, type Part, type Plan, type PlanSchemas } from "./plan.js";

interface ItemSource {
  readonly prefix: readonly unknown[];
  readonly rest: unknown;
}

/**
 * The plans of an array's items at one position, from every conjoined schema object, read as
 * the validator's dialect reads them (docs/coercion.md, "Dialects").
 * Draft-07 and 2019-09: the array form of `items` is the tuple and `additionalItems` the rest;
 * `prefixItems` is an unknown keyword. 2020-12: `prefixItems` is the tuple and `items` the rest;
 * `additionalItems` is unknown, and an array-form `items` makes the array opaque (Ajv 2020 cannot
 * compile it). An index no schema describes gets `OPAQUE`.
 */
export class ArrayView implements ItemPlans {
  readonly #sources: readonly ItemSource[];
  readonly #plan: PlanSchemas;
  readonly #prefixPlans: (Plan | undefined)[];
  #restPlan: Plan | undefined;

  private constructor(sources: readonly ItemSource[], plan: PlanSchemas) {
    this.#sources = sources;
    this.#plan = plan;
    this.#prefixPlans = new Array(Math.max(0, ...sources.map((s) => s.prefix.length)));
  }

  /**
   * The view for `parts` under the dialect `dialect()` returns (asked only when a tuple keyword
   * is present), or `undefined` when a keyword is malformed for it (the array is then left alone).
   */
  static of(
    parts: readonly Part[],
    plan: PlanSchemas,
    dialect: () => Dialect,
  ): ArrayView | undefined {
    const sources: ItemSource[] = [];
    for (const { schema } of parts) {
      const { prefixItems, items, additionalItems } = schema;
      if (prefixItems === undefined && !Array.isArray(items)) {
        sources.push({ prefix: [], rest: items });
        continue;
      }
      if (dialect() === "2020-12") {
        if (!Array.isArray(prefixItems) || Array.isArray(items)) return undefined;
        sources.push({ prefix: prefixItems, rest: items });
      } else if (Array.isArray(items)) {
        sources.push({ prefix: items, rest: additionalItems });
      } else {
        sources.push({ prefix: [], rest: items });
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
    const schemas: unknown[] = [];
    for (const { prefix, rest } of this.#sources) {
      const schema = index < prefix.length ? prefix[index] : rest;
      if (schema !== undefined) schemas.push(schema);
    }
    return schemas.length === 0 ? OPAQUE : this.#plan(schemas);
  }
}
