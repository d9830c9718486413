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
 * The schema object of `ctx.recursive` that `node` stands for: `node` itself, or the end of a
 * chain of plain references (a `$ref` with only texts and annotations beside it) that reaches one.
 */
export function recursiveTarget(node: unknown, ctx: ProjectionContext): object | undefined {
  if (ctx.recursive.size === 0) return undefined;
  let current = node;
  for (let hops = 0; hops <= maxSchemaPath; hops++) {
    if (typeof current !== "object" || current === null) return undefined;
    if (ctx.recursive.has(current)) return current;
    const ref = plainRef(current);
    if (ref === undefined) return undefined;
    current = resolveRef(ctx.root, ref, { from: current });
  }
  return undefined;
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

/** A new definition for `target`, first reached by `ref`, named apart from those in `ctx.defs`. */
export function newDef(target: object, ref: string, ctx: ProjectionContext): ProjectionDef {
  if (target === ctx.root)
    return { ref: "#", name: undefined, plan: deferredPlan(), schema: undefined };
  const taken = new Set<string>();
  for (const def of ctx.defs.values()) if (def.name !== undefined) taken.add(def.name);
  const base = baseName(ref);
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  return { ref: `#/$defs/${name}`, name, plan: deferredPlan(), schema: undefined };
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
