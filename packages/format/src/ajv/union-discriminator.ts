import { anchorsOf, findDiscriminator, type JsonSchema, resolveRef } from "@tool-input/json";

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

/** A local `$ref` and the schema it names. */
export interface RefTarget {
  /** The reference as written (`#/$defs/Cat`). */
  readonly ref: string;
  /** The schema it names. */
  readonly node: Readonly<Record<string, unknown>>;
}

type Node = Readonly<Record<string, unknown>>;

// Bounds on what a crafted schema can make this read (docs/messages.md, "Bounds").
const MAX_BRANCHES = 256;
const MAX_REF_HOPS = 16;
const MAX_REACH_NODES = 5_000;
const MAX_REACH_REFS = 256;

function nodeOf(value: unknown): Node | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

function localRef(node: Node): string | undefined {
  const ref = node.$ref;
  return typeof ref === "string" && ref.startsWith("#") ? ref : undefined;
}

// Each root's anchors, worked out once: every union of a schema may follow anchor references.
const anchorsByRoot = new WeakMap<object, ReturnType<typeof anchorsOf>>();

/** The schema object a local `$ref` names in `root`, if any (docs/messages.md, "Discriminated unions"). */
function targetOf(root: unknown, ref: string): Node | undefined {
  if (typeof root !== "object" || root === null) return undefined;
  const anchors = () => {
    let found = anchorsByRoot.get(root);
    if (found === undefined) {
      found = anchorsOf(root);
      anchorsByRoot.set(root, found);
    }
    return found;
  };
  return nodeOf(resolveRef(root as JsonSchema, ref, { anchors }));
}

/** A branch and the schemas its `$ref` chain leads to. */
function partsOf(branch: unknown, root: unknown): Node[] {
  const parts: Node[] = [];
  let node = nodeOf(branch);
  while (node !== undefined && parts.length <= MAX_REF_HOPS && !parts.includes(node)) {
    parts.push(node);
    const ref = localRef(node);
    node = ref === undefined ? undefined : targetOf(root, ref);
  }
  return parts;
}

/** Whether one of a branch's schemas (its `$ref` chain) lists `key` in `required`. */
function requires(parts: readonly Node[], key: string): boolean {
  return parts.some((part) => Array.isArray(part.required) && part.required.includes(key));
}

/** The local `$ref`s reachable from `parts` (at most MAX_REACH_REFS, from MAX_REACH_NODES nodes). */
function reachable(parts: readonly Node[], root: unknown): RefTarget[] {
  const targets = new Map<string, Node>();
  const seen = new Set<unknown>();
  const stack: unknown[] = [...parts];
  while (stack.length > 0 && seen.size < MAX_REACH_NODES && targets.size < MAX_REACH_REFS) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const node = nodeOf(value);
    const ref = node === undefined ? undefined : localRef(node);
    const target = ref === undefined || targets.has(ref) ? undefined : targetOf(root, ref);
    if (ref !== undefined && target !== undefined) {
      targets.set(ref, target);
      stack.push(target);
    }
    for (const child of Object.values(value)) stack.push(child);
  }
  return [...targets].map(([ref, node]) => ({ ref, node }));
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
  const branches = schema.map((branch: unknown) => partsOf(branch, root));
  const found = findDiscriminator(
    branches.map((parts) => ({
      parts,
      ref: parts[0] === undefined ? undefined : localRef(parts[0]),
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
        targets = reachable(branches[branch] ?? [], root);
        reach.set(branch, targets);
      }
      return targets;
    },
  };
}
