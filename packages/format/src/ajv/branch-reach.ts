import { type JsonSchema, resolveRef } from "@tool-input/json";

/** A `$ref` of the schema and the schema it names. */
export interface RefTarget {
  /** The reference as written (`#/$defs/Cat`, `item`): Ajv's schema paths inside it start so. */
  readonly ref: string;
  /** The schema it names. */
  readonly node: Readonly<Record<string, unknown>>;
}

/** A schema object, read as plain data. */
export type Node = Readonly<Record<string, unknown>>;

// Bounds on what a crafted schema can make this read (docs/messages.md, "Bounds").
const MAX_REF_HOPS = 16;
const MAX_REACH_NODES = 5_000;
const MAX_REACH_REFS = 256;

function nodeOf(value: unknown): Node | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

/** The `$ref` a schema object holds (`#/$defs/Cat`, `item#/properties/b`), if any. */
export function refOf(node: Node): string | undefined {
  const ref = node.$ref;
  return typeof ref === "string" ? ref : undefined;
}

/**
 * The schema object `holder`'s `$ref` names in `root`, resolved as Ajv resolves it, against the
 * base URI of the `$id` resource `holder` stands in (docs/messages.md, "issuesFromAjv").
 */
function targetOf(root: unknown, ref: string, holder: Node): Node | undefined {
  if (typeof root !== "object" || root === null) return undefined;
  return nodeOf(resolveRef(root as JsonSchema, ref, { from: holder }));
}

/** A union branch and the schemas its `$ref` chain leads to, `$ref`s resolved in `root`. */
export function branchParts(branch: unknown, root: unknown): Node[] {
  const parts: Node[] = [];
  let node = nodeOf(branch);
  while (node !== undefined && parts.length <= MAX_REF_HOPS && !parts.includes(node)) {
    parts.push(node);
    const ref = refOf(node);
    node = ref === undefined ? undefined : targetOf(root, ref, node);
  }
  return parts;
}

/**
 * The `$ref`s reachable from `parts` (their own and nested ones; at most MAX_REACH_REFS,
 * from MAX_REACH_NODES nodes): Ajv gives the errors raised inside them schema paths under the
 * reference (`#/$defs/Cat/required`) or, when it compiled the reference apart, under `#`.
 */
export function reachableTargets(parts: readonly Node[], root: unknown): RefTarget[] {
  const targets = new Map<string, Node>();
  const seen = new Set<unknown>();
  const stack: unknown[] = [...parts];
  while (stack.length > 0 && seen.size < MAX_REACH_NODES && targets.size < MAX_REACH_REFS) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const node = nodeOf(value);
    const ref = node === undefined ? undefined : refOf(node);
    const target =
      node === undefined || ref === undefined || targets.has(ref)
        ? undefined
        : targetOf(root, ref, node);
    if (ref !== undefined && target !== undefined) {
      targets.set(ref, target);
      stack.push(target);
    }
    for (const child of Object.values(value)) stack.push(child);
  }
  return [...targets].map(([ref, node]) => ({ ref, node }));
}
