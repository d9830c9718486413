import { findDiscriminator } from "@tool-input/json";
import { branchParts, type Node, type RefTarget, reachableTargets, refOf } from "./branch-reach.js";

// Bound on the branches read (docs/messages.md, "Bounds").
const MAX_BRANCHES = 256;

/** Whether one of a branch's schemas (its `$ref` chain) lists `key` in `required`. */
function requires(parts: readonly Node[], key: string): boolean {
  return parts.some((part) => Array.isArray(part.required) && part.required.includes(key));
}

/**
 * A union's object branches told apart by one property's constant (`kind: "circle"` or
 * `"square"`), read from the schema (docs/messages.md, "Discriminated unions").
 */
export interface UnionDiscriminator {
  /** The property. */
  readonly key: string;
  /** The branch each constant selects, in branch order. */
  readonly branchOf: ReadonlyMap<unknown, number>;
  /** Whether every branch with a tag lists it in `required`: only then is a missing tag the mistake. */
  readonly required: boolean;
  /**
   * The schemas a branch reaches through local `$ref`s (its own and nested ones), by reference:
   * Ajv gives their errors schema paths under the reference (`#/$defs/Cat/required`) or, when
   * it compiled the reference apart, under `#` (`#/required`).
   */
  targets(branch: number): readonly RefTarget[];
}

/**
 * The discriminator of the anyOf/oneOf whose branches are `schema` (Ajv's `verbose` error
 * `schema`) inside `parentSchema`, `$ref`s read in `root` when given: a property every branch
 * that takes objects fixes to a different constant (OpenAPI's `discriminator.propertyName`
 * tried first); `undefined` when there is none.
 */
export function unionDiscriminator(
  schema: unknown,
  parentSchema: unknown,
  root: unknown,
): UnionDiscriminator | undefined {
  if (!Array.isArray(schema) || schema.length < 2 || schema.length > MAX_BRANCHES) {
    return undefined;
  }
  const branches = schema.map((branch: unknown) => branchParts(branch, root));
  const found = findDiscriminator(
    branches.map((parts) => ({
      parts,
      ref: parts[0] === undefined ? undefined : refOf(parts[0]),
    })),
    parentSchema,
  );
  if (found === undefined) return undefined;
  const reach = new Map<number, RefTarget[]>();
  return {
    key: found.key,
    branchOf: found.branchOf,
    required: [...found.branchOf.values()].every((branch) =>
      requires(branches[branch] ?? [], found.key),
    ),
    targets(branch) {
      let targets = reach.get(branch);
      if (targets === undefined) {
        targets = reachableTargets(branches[branch] ?? [], root);
        reach.set(branch, targets);
      }
      return targets;
    },
  };
}
