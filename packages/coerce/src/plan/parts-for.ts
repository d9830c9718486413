import { OBJECT } from "../kinds.js";
import type { Part, Plan } from "./plan.js";

/** A union's object branches told apart by one property's constant (`kind: "circle"` or `"square"`). */
interface Discriminator {
  /** The property. */
  readonly key: string;
  /** The branch each constant selects. */
  readonly branches: ReadonlyMap<unknown, Plan>;
}

/** Each analysed union's discriminator (`null`: it has none), worked out once. */
const discriminators = new WeakMap<readonly Plan[], Discriminator | null>();

/**
 * The schema objects that apply to a value of `kind` at `plan`: its own parts plus, for each
 * analysed union, those of the one branch that accepts `kind`. When several branches do, an
 * `object` given is followed into the branch its discriminator selects (a property every such
 * branch fixes with `const`, to a different value in each); otherwise which branch the value is
 * meant for is unknown: `undefined`, and the value is left alone.
 */
export function partsFor(
  plan: Plan,
  kind: number,
  object?: Readonly<Record<string, unknown>>,
): readonly Part[] | undefined {
  if (plan.unions.length === 0) return plan.parts;
  const parts = [...plan.parts];
  for (const branches of plan.unions) {
    const chosen = branchFor(branches, kind, object);
    const more = chosen === undefined ? undefined : partsFor(chosen, kind, object);
    if (more === undefined) return undefined;
    parts.push(...more);
  }
  return parts;
}

function branchFor(
  branches: readonly Plan[],
  kind: number,
  object: Readonly<Record<string, unknown>> | undefined,
): Plan | undefined {
  const candidates = branches.filter((branch) => (branch.accepts & kind) !== 0);
  if (candidates.length <= 1) return candidates[0];
  if (object === undefined || kind !== OBJECT) return undefined;
  let discriminator = discriminators.get(branches);
  if (discriminator === undefined) {
    discriminator = discriminatorOf(candidates) ?? null;
    discriminators.set(branches, discriminator);
  }
  if (discriminator === null || !Object.hasOwn(object, discriminator.key)) return undefined;
  return discriminator.branches.get(object[discriminator.key]);
}

function discriminatorOf(candidates: readonly Plan[]): Discriminator | undefined {
  const [first] = candidates;
  if (first === undefined) return undefined;
  for (const part of first.parts) {
    const properties = recordOf(part.schema.properties);
    for (const key of Object.keys(properties ?? {})) {
      const branches = new Map<unknown, Plan>();
      for (const candidate of candidates) {
        const value = constantOf(candidate, key);
        if (value === undefined || branches.has(value)) break;
        branches.set(value, candidate);
      }
      if (branches.size === candidates.length) return { key, branches };
    }
  }
  return undefined;
}

/** The string, number or boolean a plan's `properties[key]` fixes with `const` or a one-value `enum`. */
function constantOf(plan: Plan, key: string): unknown {
  for (const { schema } of plan.parts) {
    const properties = recordOf(schema.properties);
    const property =
      properties && Object.hasOwn(properties, key) ? recordOf(properties[key]) : undefined;
    if (property === undefined) continue;
    const { enum: values } = property;
    const value = Object.hasOwn(property, "const")
      ? property.const
      : Array.isArray(values) && values.length === 1
        ? values[0]
        : undefined;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      return value;
    }
  }
  return undefined;
}

function recordOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}
