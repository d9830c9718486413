import {
  declaredTypes,
  isOfType,
  jsonTypeNames,
  jsonTypeOf,
  type PathSegment,
} from "@tool-input/json";
import { allowedValues } from "./allowed-values.js";
import { flattenNode } from "./flatten-node.js";
import { type LiftPlan, planKey } from "./lift-plan.js";
import { texts } from "./merge-nodes.js";
import { acceptsNull, withNull } from "./nullable.js";
import { referToDef } from "./project-definitions.js";
import { projectObject } from "./project-object.js";
import { projectScalar } from "./project-scalar.js";
import {
  chargeText,
  maxSchemaPath,
  type ProjectionContext,
  ProjectionRefusal,
} from "./projection-context.js";
import { recursiveTarget } from "./recursive-refs.js";

/** A projected node and what `lift` must undo below it. */
export interface Projected {
  readonly schema: Record<string, unknown>;
  readonly lift: LiftPlan | undefined;
}

/**
 * Projects one schema node for `ctx.rules`; `nesting` counts the objects and arrays above it. A
 * node that stands for a recursive schema object is a `$ref` to its definition.
 */
export function projectNode(
  node: unknown,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  if (path.length > maxSchemaPath) throw new ProjectionRefusal(path, "is nested too deeply");
  const target = recursiveTarget(node, ctx);
  if (target !== undefined) return referToDef(target, node, ctx, path);
  return projectBody(node, ctx, path, nesting);
}

/** Projects `node` where it stands, whether or not it is a recursive schema object. */
export function projectBody(
  node: unknown,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  const entered: object[] = [];
  try {
    const flat = flattenNode(node, ctx, path, entered);
    if (Array.isArray(flat.oneOf) || Array.isArray(flat.anyOf))
      return projectUnion(flat, ctx, path, nesting);
    return projectTyped(flat, ctx, path, nesting);
  } finally {
    for (const schema of entered) ctx.active.delete(schema);
  }
}

function projectUnion(
  flat: Readonly<Record<string, unknown>>,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  const { anyOf, oneOf, ...siblings } = flat;
  if (anyOf !== undefined && oneOf !== undefined) {
    throw new ProjectionRefusal(path, "has both `anyOf` and `oneOf`");
  }
  const keyword = anyOf === undefined ? "oneOf" : "anyOf";
  if (keyword === "oneOf") ctx.changes.push({ kind: "one-of-as-any-of", path });
  // Keywords beside the union apply to every branch; its texts are the union's own (below).
  const constraints = Object.fromEntries(
    Object.entries(siblings).filter(([key]) => !texts.has(key)),
  );
  const shared = Object.keys(constraints).length > 0;
  const branches = ((anyOf ?? oneOf) as unknown[]).map((branch, index) =>
    projectNode(
      shared ? { allOf: [constraints, branch] } : branch,
      ctx,
      [...path, keyword, index],
      nesting,
    ),
  );
  if (branches.length === 0) throw new ProjectionRefusal(path, "has an empty union");
  const description = typeof siblings.description === "string" ? siblings.description : undefined;
  if (description !== undefined) chargeText(ctx, path, description);
  // The description is written beside the union; its other texts are not written anywhere.
  for (const key of ["title", "default", "examples"]) {
    if (Object.hasOwn(siblings, key))
      ctx.changes.push({ kind: "keyword-dropped", path, keyword: key });
  }
  // OpenAPI 3.0 has no null type: `X | null` is `X` with `nullable: true`, for a union too.
  const nullable =
    ctx.rules.nullAs === "nullable" && branches.some((branch) => branch.schema.type === "null");
  const kept = nullable ? branches.filter((branch) => branch.schema.type !== "null") : branches;
  // Only `null` is left: as `{ type: "null" }`, which `notOnlyNull` refuses where it is placed.
  if (kept.length === 0) return { schema: { type: "null" }, lift: undefined };
  if (nullable) typesRewritten(ctx, path);
  const only = kept.length === 1 ? (kept[0] as Projected) : undefined;
  const union = only?.schema ?? { anyOf: kept.map((branch) => branch.schema) };
  // A `$ref` is written alone (docs/providers.md, "Recursive schemas").
  const alone = typeof union.$ref === "string" && description !== undefined && !nullable;
  if (alone) ctx.changes.push({ kind: "keyword-dropped", path, keyword: "description" });
  const schema = withText(
    nullable ? withNull(union, ctx.rules) : union,
    alone ? undefined : description,
  );
  return { schema, lift: only?.lift ?? unionLift(kept, ctx) };
}

// Every branch, those with nothing to undo too: a value two branches with different lifts may
// take is left as sent (docs/providers.md, "The way back").
function unionLift(branches: readonly Projected[], ctx: ProjectionContext): LiftPlan | undefined {
  if (branches.every((branch) => branch.lift === undefined)) return undefined;
  const defs = ctx.defsByRef;
  const definition = (ref: string) => defs.get(ref)?.schema;
  return {
    branches: branches.map(({ schema, lift }) => ({
      schema,
      plan: lift,
      key: planKey(lift),
      definition,
    })),
  };
}

function projectTyped(
  flat: Readonly<Record<string, unknown>>,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  const types = typesOf(flat, path);
  // A type the node's `enum` or `const` has no value of takes nothing: `null` among them, or
  // `integer` in `{ "type": ["string", "integer"], "const": "a" }`.
  const values = allowedValues(flat);
  const nullTaken = values === undefined || values.includes(null);
  const nonNull = typesWithValues(
    types.filter((type) => type !== "null"),
    values,
  );
  const nullable = types.includes("null") && nullTaken;
  if (nonNull.length > 0 && nonNull.length < types.length - (nullable ? 1 : 0)) {
    typesRewritten(ctx, path);
  }
  // OpenAPI 3.0 has no null type: a union drops this branch for `nullable` (above); anywhere
  // else `onlyNull` refuses it.
  if (nonNull.length === 0) return { schema: { type: "null" }, lift: undefined };
  if (nonNull.length > 1) {
    // A type array becomes a union of one branch per type, each with the keywords of its type.
    typesRewritten(ctx, path);
    const { type: _type, nullable: _nullable, ...keywords } = flat;
    const anyOf = nonNull.map((type) => ({ ...keywords, type }));
    return projectNode(
      { anyOf: nullable ? [...anyOf, { type: "null" }] : anyOf },
      ctx,
      path,
      nesting,
    );
  }
  const type = nonNull[0] as string;
  const one =
    type === "object" || type === "array"
      ? projectObject(flat, type, ctx, path, nesting + 1)
      : { schema: projectScalar(flat, type, ctx, path), lift: undefined };
  if (!nullable || acceptsNull(one.schema)) return one;
  // The null is written the target's way: a change unless the original wrote it so already.
  const rewritten =
    flat.nullable === true
      ? ctx.rules.nullAs !== "nullable"
      : ctx.rules.nullAs === "nullable" || !ctx.rules.typeArrays;
  if (rewritten) typesRewritten(ctx, path);
  return { schema: withNull(one.schema, ctx.rules), lift: one.lift };
}

function typesOf(flat: Readonly<Record<string, unknown>>, path: readonly PathSegment[]): string[] {
  const declared = declaredTypes(flat);
  if (declared.some((type) => typeof type !== "string" || !jsonTypeNames.includes(type))) {
    throw new ProjectionRefusal(path, "has a `type` that is not a JSON type");
  }
  if (declared.length > 0) return [...new Set(declared as string[])];
  if (["properties", "required", "additionalProperties"].some((key) => key in flat))
    return ["object"];
  if ("items" in flat) return ["array"];
  const values = allowedValues(flat);
  if (values !== undefined && values.length > 0) {
    const types = values.map(jsonTypeOf);
    if (types.includes(undefined))
      throw new ProjectionRefusal(path, "allows a value that is not JSON");
    return [...new Set(types as string[])];
  }
  if (values !== undefined) throw new ProjectionRefusal(path, "accepts no value");
  throw new ProjectionRefusal(path, "accepts any value, which the provider cannot describe");
}

/** Records that the types at `path` were written another way, once however many steps did. */
function typesRewritten(ctx: ProjectionContext, path: readonly PathSegment[]): void {
  const last = ctx.changes[ctx.changes.length - 1];
  if (last?.kind === "type-array-rewritten" && samePath(last.path, path)) return;
  ctx.changes.push({ kind: "type-array-rewritten", path });
}

function samePath(a: readonly PathSegment[], b: readonly PathSegment[]): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

/**
 * Of `types`, those `values` (when the node lists any) hold a value of, an object or array type
 * always (its values are not looked into); `types` as they are where none would be left, for the
 * refusal that says the node allows no value of its type.
 */
function typesWithValues(types: string[], values: readonly unknown[] | undefined): string[] {
  if (values === undefined) return types;
  const offered = types.filter(
    (type) =>
      type === "object" || type === "array" || values.some((value) => isOfType(value, type)),
  );
  return offered.length > 0 ? offered : types;
}

function withText(
  schema: Record<string, unknown>,
  description: string | undefined,
): Record<string, unknown> {
  return description === undefined || schema.description !== undefined
    ? schema
    : { description, ...schema };
}

/** `projected`, unless it accepts only `null` where the target has no way to say so. */
export function notOnlyNull(
  projected: Projected,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
): Projected {
  if (ctx.rules.nullAs === "nullable" && projected.schema.type === "null") {
    throw new ProjectionRefusal(path, "accepts only `null`, which the provider cannot describe");
  }
  return projected;
}
