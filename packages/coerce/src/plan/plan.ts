import { ALL } from "../kinds.js";
import type { ObjectProgram } from "./object-program.js";

/** A schema object whose `properties` / `items` keywords apply to a value. */
export interface Part {
  /** The schema object. */
  readonly schema: Readonly<Record<string, unknown>>;
}

/**
 * What the analysis of one schema position found: the value kinds it accepts and the schema
 * objects whose structural keywords apply below it. `opaque` means the analysis could not
 * follow the schema (bad `$ref`, budget, cycle, union under `unions: "ignore"`), so the value
 * there is left unchanged.
 */
export interface Plan {
  /** The value here and everything below it is left unchanged. */
  readonly opaque: boolean;
  /** Kinds (bits from `kinds.ts`) the position accepts; an over-approximation, never an under-. */
  readonly accepts: number;
  /** Conjoined schema objects carrying `properties`, `items` and the like. */
  readonly parts: readonly Part[];
  /** `anyOf` / `oneOf` alternatives analysed under `unions: "analyze"`: one list of branches per union. */
  readonly unions: readonly (readonly Plan[])[];
  /**
   * Filled in by `PlanCache.inert`: true when no value here, of any kind, can ever be changed
   * (the walk skips it like an opaque one); false when something can, or when that is unsure.
   */
  inert?: boolean | undefined;
  /**
   * Filled in by `PlanCache.objectView` the first time an object reaches this plan (`null`: leave
   * objects alone, also when no property of an object here can ever change).
   */
  objectView?: PropertyPlans | null | undefined;
  /**
   * Filled in by `PlanCache.arrayView` the first time an array reaches this plan (`null`: leave
   * arrays alone, also when no item of an array here can ever change).
   */
  arrayView?: ItemPlans | null | undefined;
  /**
   * Filled in by `PlanCache.objectProgram`: `false` once an object has reached this plan, the
   * program the second time (`null`: the generic walk runs: a union, `patternProperties`, or
   * specialisation off).
   */
  objectProgram?: ObjectProgram | null | false | undefined;
}

/** Turns the schemas that apply at one position into a plan (memoised by the caller). */
export type PlanSchemas = (schemas: readonly unknown[]) => Plan;

/** The plans of an object's properties at one position (implemented by `ObjectView`). */
export interface PropertyPlans {
  /** The plan for the value at `key`, the `position`-th own enumerable key of the object. */
  childAt(position: number, key: string): Plan;
  /** The plan for the value at `key`. */
  child(key: string): Plan;
}

/** The plans of an array's items at one position (implemented by `ArrayView`). */
export interface ItemPlans {
  /** The plan for the item at `index`. */
  child(index: number): Plan;
}

/** The plan of a position nothing can be known about: the value stays as it is. */
export const OPAQUE: Plan = Object.freeze({
  opaque: true,
  accepts: ALL,
  parts: Object.freeze([]),
  unions: Object.freeze([]),
  inert: undefined,
  objectView: undefined,
  arrayView: undefined,
  objectProgram: undefined,
});

/** The plan of the `true` schema: accepts everything, describes nothing below. */
export const ANYTHING: Plan = Object.freeze({
  opaque: false,
  accepts: ALL,
  parts: Object.freeze([]),
  unions: Object.freeze([]),
  inert: undefined,
  objectView: undefined,
  arrayView: undefined,
  objectProgram: undefined,
});
