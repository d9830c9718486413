import { fragmentTokens, resolveRef } from "@tool-input/json";
import { type DeferredPlan, deferredPlan } from "./lift-plan.js";
import { annotations, texts } from "./merge-nodes.js";
import { maxSchemaPath, type ProjectionContext } from "./projection-context.js";

/**
 * A schema object a reference reaches from inside itself, written once under the projection's
 * `$defs` and referred to wherever it is used (docs/providers.md, "Recursive schemas").
 */
export interface ProjectionDef {
  /** What refers to it: `#` for the root, `#/$defs/NAME` otherwise. */
  readonly ref: string;
  /** Its key under `$defs`; `undefined` for the root, which is written in place. */
  readonly name: string | undefined;
  /** Its lift plan, filled once it is projected: the references inside it share this object. */
  readonly plan: DeferredPlan;
  /** Its projection, once written. */
  schema: Record<string, unknown> | undefined;
  /** The objects and arrays the projection was inside when it began to write it. */
  readonly depth: number;
}

// Longest name written under `$defs`.
const maxNameLength = 64;

// Keywords a pointer passes through on its way to a schema: left out of a definition's name.
const structural = new Set([
  "$defs",
  "definitions",
  "properties",
  "items",
  "prefixItems",
  "additionalProperties",
  "patternProperties",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "dependentSchemas",
]);

/**
 * The schema object of `ctx.recursive` that `node` stands for: of `node` and the chain of plain
 * references (a `$ref` with only texts and annotations beside it) from it, the last one that is
 * recursive, so a plain alias of a recursive schema object is written as that object's `$ref`.
 */
export function recursiveTarget(node: unknown, ctx: ProjectionContext): object | undefined {
  if (ctx.recursive.size === 0) return undefined;
  let found: object | undefined;
  let current = node;
  for (let hops = 0; hops <= maxSchemaPath; hops++) {
    if (typeof current !== "object" || current === null) return found;
    if (ctx.recursive.has(current)) found = current;
    const ref = plainRef(current);
    if (ref === undefined) return found;
    current = resolveRef(ctx.root, ref, { from: current });
  }
  return found;
}

/** The `$ref` of `node` when nothing beside it constrains a value, otherwise `undefined`. */
function plainRef(node: object): string | undefined {
  const { $ref: ref, ...siblings } = node as Readonly<Record<string, unknown>>;
  if (typeof ref !== "string") return undefined;
  const constraining = Object.keys(siblings).some(
    (key) => !annotations.has(key) && !texts.has(key),
  );
  return constraining ? undefined : ref;
}

/** A new definition for `target`, named after `ref` (the reference that showed it recursive) and apart from the others. */
export function newDef(target: object, ref: string, ctx: ProjectionContext): ProjectionDef {
  const def = { plan: deferredPlan(), schema: undefined, depth: ctx.depth };
  if (target === ctx.root) return { ...def, ref: "#", name: undefined };
  const name = ctx.defNames.unique(baseName(ref));
  return { ...def, ref: `#/$defs/${name}`, name };
}

/** The names of one projection's definitions, each new one apart from those before it. */
export class DefNames {
  private readonly taken = new Set<string>();
  // The next suffix to try per name, so n definitions of one name are named in linear time.
  private readonly next = new Map<string, number>();

  /** `base`, or `base_2`, `base_3`, … where it is taken. */
  unique(base: string): string {
    let name = base;
    let suffix = this.next.get(base) ?? 2;
    while (this.taken.has(name)) name = `${base}_${suffix++}`;
    this.next.set(base, suffix);
    this.taken.add(name);
    return name;
  }
}

/**
 * A name from what `ref` says of its target (`#/$defs/TreeNode` is `TreeNode`,
 * `#/properties/data/items` is `data`), in the characters every provider takes.
 */
function baseName(ref: string): string {
  const hash = ref.indexOf("#");
  const fragment = hash < 0 ? "" : ref.slice(hash + 1);
  const tokens = fragment.startsWith("/")
    ? (fragmentTokens(fragment) ?? [])
    : [fragment === "" ? ref.slice(0, hash < 0 ? ref.length : hash) : fragment];
  const words = tokens.filter((token) => !structural.has(token) && !/^\d+$/.test(token));
  const name = words
    .join("_")
    .replace(/[^A-Za-z0-9_-]/g, "_")
    .slice(0, maxNameLength);
  return name === "" ? "node" : name;
}
