import { findDiscriminator } from "@tool-input/json";
import { OBJECT } from "../kinds.js";
import type { Part, Plan } from "./plan.js";

/** A union's object branches told apart by one property's constant, as plans. */
interface PlanDiscriminator {
  /** The property. */
  readonly key: string;
  /** The branch each constant selects. */
  readonly branches: ReadonlyMap<unknown, Plan>;
}

/** Each analysed union's discriminator (`null`: it has none), worked out once. */
const discriminators = new WeakMap<readonly Plan[], PlanDiscriminator | null>();

/** Each analysed union's schema object and the `$ref` each branch is written as. */
const sources = new WeakMap<
  readonly Plan[],
  { readonly union: object; readonly refs: readonly (string | undefined)[] }
>();

/**
 * Records where a union's branch plans come from (`branches`: the schemas of its `anyOf` or
 * `oneOf` inside `union`), so its discriminator can be read off OpenAPI's `discriminator.mapping`.
 */
export function recordUnion(
  plans: readonly Plan[],
  union: object,
  branches: readonly unknown[],
): void {
  const refs = branches.map((branch) => {
    const ref =
      typeof branch === "object" && branch !== null
        ? (branch as { $ref?: unknown }).$ref
        : undefined;
    return typeof ref === "string" ? ref : undefined;
  });
  sources.set(plans, { union, refs });
}

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
    discriminator = discriminatorOf(branches, candidates) ?? null;
    discriminators.set(branches, discriminator);
  }
  if (discriminator === null || !Object.hasOwn(object, discriminator.key)) return undefined;
  return discriminator.branches.get(object[discriminator.key]);
}

/**
 * The discriminator of the candidate branches (those taking objects), by the one detector the
 * messages use too (docs/coercion.md, "Unions and the nullable exception").
 */
function discriminatorOf(
  branches: readonly Plan[],
  candidates: readonly Plan[],
): PlanDiscriminator | undefined {
  const source = sources.get(branches);
  const found = findDiscriminator(
    candidates.map((candidate) => ({
      parts: candidate.parts.map((part) => part.schema),
      ref: source?.refs[branches.indexOf(candidate)],
    })),
    source?.union,
  );
  if (found === undefined || found.branchOf.size !== candidates.length) return undefined;
  const chosen = new Map<unknown, Plan>();
  for (const [value, index] of found.branchOf) chosen.set(value, candidates[index] as Plan);
  return { key: found.key, branches: chosen };
}
