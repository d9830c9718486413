/** A schema object, read as plain data. */
type Node = Readonly<Record<string, unknown>>;

/** One branch of a union, as the detector reads it. */
export interface DiscriminatorBranch {
  /** The schema objects that apply to a value of the branch (its `$ref` chain, its conjoined parts). */
  readonly parts: readonly Node[];
  /** The `$ref` the branch is written as (`#/$defs/Cat`), which OpenAPI's `discriminator.mapping` names. */
  readonly ref?: string | undefined;
}

/** A union's object branches told apart by one property's constant (`kind: "circle"` or `"square"`). */
export interface Discriminator {
  /** The property. */
  readonly key: string;
  /** The branch (its index in the list given) each constant selects, in branch order. */
  readonly branchOf: ReadonlyMap<unknown, number>;
}

// Bound on the keys tried as the tag (docs/messages.md, "Bounds").
const MAX_KEYS = 64;

function nodeOf(value: unknown): Node | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

/** The string, number or boolean `properties[key]` fixes with `const` or a one-value `enum`. */
function constantOf(parts: readonly Node[], key: string): unknown {
  for (const part of parts) {
    const properties = nodeOf(part.properties);
    const property =
      properties !== undefined && Object.hasOwn(properties, key)
        ? nodeOf(properties[key])
        : undefined;
    if (property === undefined) continue;
    const values = property.enum;
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

/** Whether a branch's `type` leaves out objects (such a branch has no say in the tag). */
function refusesObjects(parts: readonly Node[]): boolean {
  return parts.some((part) => {
    const type = part.type;
    if (typeof type === "string") return type !== "object";
    return Array.isArray(type) && !type.includes("object");
  });
}

/** The tag OpenAPI's `discriminator.mapping` (pydantic writes it) gives a `$ref` branch. */
function mappedConstant(union: Node | undefined, key: string, ref: string | undefined): unknown {
  const discriminator = nodeOf(union?.discriminator);
  const mapping = nodeOf(discriminator?.mapping);
  if (ref === undefined || mapping === undefined || discriminator?.propertyName !== key) {
    return undefined;
  }
  for (const [tag, target] of Object.entries(mapping)) if (target === ref) return tag;
  return undefined;
}

/** The keys that may be the tag: OpenAPI's `discriminator.propertyName`, then the first object branch's. */
function candidateKeys(
  union: Node | undefined,
  branches: readonly DiscriminatorBranch[],
): string[] {
  const keys: string[] = [];
  const named = nodeOf(union?.discriminator)?.propertyName;
  if (typeof named === "string") keys.push(named);
  const first = branches.find(({ parts }) => !refusesObjects(parts))?.parts ?? [];
  for (const part of first) {
    for (const key in nodeOf(part.properties) ?? {}) {
      if (keys.length >= MAX_KEYS) return keys;
      if (Object.hasOwn(part.properties as Node, key)) keys.push(key);
    }
  }
  return keys;
}

/**
 * The discriminator of a union (`anyOf`/`oneOf`, the schema object `union` holding it): a
 * property every branch that takes objects fixes to a different constant, by `const`, a
 * one-value `enum` or OpenAPI's `discriminator.mapping` (whose `propertyName` is tried first);
 * a branch whose `type` refuses objects has no say. `undefined` when there is none, fewer than
 * two branches have a tag, or `branches` is not an array without holes. The one detector that coercion and the messages share, so a value is
 * repaired in the branch its message names (docs/messages.md, "Discriminated unions").
 */
export function findDiscriminator(
  branches: readonly DiscriminatorBranch[],
  union?: unknown,
): Discriminator | undefined {
  // A list with holes is no union a schema describes (JSON has no holes); past the limit, a
  // loop over its length would not end.
  if (!Array.isArray(branches) || branches.includes(undefined as never)) return undefined;
  const node = nodeOf(union);
  for (const key of candidateKeys(node, branches)) {
    const branchOf = new Map<unknown, number>();
    const fits = branches.every(({ parts, ref }, index) => {
      const value = constantOf(parts, key) ?? mappedConstant(node, key, ref);
      if (value === undefined) return parts.length > 0 && refusesObjects(parts);
      if (branchOf.has(value)) return false;
      branchOf.set(value, index);
      return true;
    });
    if (fits && branchOf.size >= 2) return { key, branchOf };
  }
  return undefined;
}
