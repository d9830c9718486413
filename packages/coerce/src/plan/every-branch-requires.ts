import { presentItems } from "@tool-input/json";
import type { Plan } from "./plan.js";

/** A schema object standing for the keys every branch of one union requires. */
type Requirement = Readonly<{ required: readonly string[] }>;

/** One per union's branch list, so plans that hold it stay equal from one analysis to the next. */
const requirements = new WeakMap<readonly unknown[], Requirement>();

/**
 * What a union whose branches only narrow (`anyOf: [{ required: ["a", "b"] }, { required:
 * ["a", "c"] }]`) requires whichever branch matches: the keys every branch's `required` lists, as
 * a schema object `{ required }` the union's position holds like any other (docs/coercion.md,
 * "Decisions where the contract was silent"). `plans` are the branches analysed, so a branch
 * behind a `$ref`, or requiring through its own `allOf` or union, counts as written out.
 * `undefined` when no key is required by all.
 */
export function everyBranchRequires(
  branches: readonly unknown[],
  plans: readonly Plan[],
): Requirement | undefined {
  let common: string[] | undefined;
  for (const plan of plans) {
    const keys = new Set<string>();
    for (const { schema } of plan.parts) {
      const { required } = schema;
      if (!Array.isArray(required)) continue;
      for (const key of presentItems(required)) if (typeof key === "string") keys.add(key);
    }
    common = common === undefined ? [...keys] : common.filter((key) => keys.has(key));
    if (common.length === 0) return undefined;
  }
  if (common === undefined) return undefined;
  const known = requirements.get(branches);
  if (known !== undefined && sameKeys(known.required, common)) return known;
  const requirement: Requirement = Object.freeze({ required: Object.freeze(common) });
  requirements.set(branches, requirement);
  return requirement;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
