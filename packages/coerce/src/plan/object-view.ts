import { keyPattern, type PatternMatcher } from "./key-pattern.js";
import { OPAQUE, type Part, type Plan, type PlanSchemas, type PropertyPlans } from "./plan.js";

interface PropertySource {
  readonly properties: Readonly<Record<string, unknown>> | undefined;
  readonly patterns: readonly {
    readonly test: (key: string) => boolean | undefined;
    readonly schema: unknown;
  }[];
  readonly additional: unknown;
}

/** Positions whose last key and plan are remembered (`ObjectView.childAt`, `ObjectProgram`). */
export const SHAPE_LIMIT = 64;

/** Keys outside `properties` whose plans are remembered; past this they are worked out each time. */
const MEMO_LIMIT = 1_024;

/**
 * The plans of an object's properties at one position: `properties`, matching
 * `patternProperties`, else `additionalProperties`, from every conjoined schema object.
 * A key no schema describes gets `OPAQUE` and is never touched.
 */
export class ObjectView implements PropertyPlans {
  readonly #sources: readonly PropertySource[];
  readonly #plan: PlanSchemas;
  readonly #memo = new Map<string, Plan>();
  /**
   * The keys of the inputs seen last, by position among their own enumerable keys, and their
   * plans (at most `SHAPE_LIMIT`): inputs of one tool mostly repeat the key order of the one
   * before, and comparing a key with the one last seen at its position is cheaper than a lookup.
   */
  readonly #shapeKeys: string[] = [];
  readonly #shapePlans: Plan[] = [];

  private constructor(sources: readonly PropertySource[], plan: PlanSchemas) {
    this.#sources = sources;
    this.#plan = plan;
  }

  /**
   * The view for `parts`, or `undefined` when a keyword is malformed (the object is then left
   * alone). `matcher` runs `patternProperties` patterns in linear time (see `keyPattern`).
   */
  static of(
    parts: readonly Part[],
    plan: PlanSchemas,
    matcher?: PatternMatcher,
  ): ObjectView | undefined {
    const sources: PropertySource[] = [];
    for (const { schema } of parts) {
      const { properties, patternProperties, additionalProperties } = schema;
      if (properties !== undefined && !isRecord(properties)) return undefined;
      if (patternProperties !== undefined && !isRecord(patternProperties)) return undefined;
      const patterns: PropertySource["patterns"][number][] = [];
      for (const source of Object.keys(patternProperties ?? {})) {
        const test = keyPattern(source, matcher);
        if (test === null) return undefined; // cannot tell which keys it matches
        patterns.push({ test, schema: (patternProperties as Record<string, unknown>)[source] });
      }
      sources.push({ properties, patterns, additional: additionalProperties });
    }
    return new ObjectView(sources, plan);
  }

  /**
   * The plan for the value at `key`, the `position`-th own enumerable key of the input: the same
   * plan as `child(key)`, found without a lookup when the last input had `key` at that position.
   */
  childAt(position: number, key: string): Plan {
    if (this.#shapeKeys[position] === key) return this.#shapePlans[position] as Plan;
    const plan = this.child(key);
    if (position < SHAPE_LIMIT && position <= this.#shapeKeys.length) {
      this.#shapeKeys[position] = key;
      this.#shapePlans[position] = plan;
    }
    return plan;
  }

  /** The plan for the value at `key`. */
  child(key: string): Plan {
    const known = this.#memo.get(key);
    if (known !== undefined) return known;
    const schemas: unknown[] = [];
    let declared = false;
    for (const { properties, patterns, additional } of this.#sources) {
      let described = false;
      if (properties !== undefined && Object.hasOwn(properties, key)) {
        schemas.push(properties[key]);
        described = declared = true;
      }
      for (const { test, schema } of patterns) {
        const matches = test(key);
        if (matches === undefined) return OPAQUE; // unknown whether its schema applies
        if (matches) {
          schemas.push(schema);
          described = true;
        }
      }
      if (!described && additional !== undefined) schemas.push(additional);
    }
    const plan = schemas.length === 0 ? OPAQUE : this.#plan(schemas);
    if (declared || this.#memo.size < MEMO_LIMIT) this.#memo.set(key, plan);
    return plan;
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
