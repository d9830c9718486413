import { codeSpan } from "@tool-input/format";
import type { PathSegment } from "@tool-input/json";
import { fillPlan } from "./lift-plan.js";
import { texts } from "./merge-nodes.js";
import { acceptsNull } from "./nullable.js";
import { type Projected, projectBody } from "./project-node.js";
import { type ProjectionContext, ProjectionRefusal } from "./projection-context.js";
import { newDef, type ProjectionDef, recursiveTarget } from "./recursive-refs.js";
import { countNamesAndValues } from "./text-limits.js";

/**
 * The projected root: written in place, also where references reach it (they are `#`), and as
 * its target's definition where it is a plain reference to a recursive schema object (the texts
 * beside that reference are the root's own).
 */
export function projectRoot(ctx: ProjectionContext): Projected {
  const { root } = ctx;
  const recursive = recursiveTarget(root, ctx);
  if (recursive === undefined) return projectBody(root, ctx, [], 0);
  const def = defineNew(recursive, ctx, []);
  if (recursive === root) return writeDef(def, root, ctx, []);
  const ref = (root as { $ref: string }).$ref;
  ctx.changes.push({ kind: "ref-inlined", path: [], ref });
  const body = writeDef(def, recursive, ctx, []);
  const own = Object.entries(root as object).filter(
    ([key, value]) => (key === "description" || key === "title") && typeof value === "string",
  );
  return { schema: { ...body.schema, ...Object.fromEntries(own) }, lift: body.lift };
}

/**
 * A `$ref` to the definition of `target`, which `node` stands for, written at its first use
 * (docs/providers.md, "Recursive schemas").
 */
export function referToDef(
  target: object,
  node: unknown,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
): Projected {
  let def = ctx.defs.get(target);
  const first = def === undefined;
  if (def === undefined) def = defineNew(target, ctx, path);
  else if (def.schema === undefined && def.depth === ctx.depth) {
    // A reference back into a definition being written, with no object or array between: a
    // definition that is its own `$ref` (`{ "anyOf": [{ "$ref": "#/$defs/d" }] }`) describes no value.
    throw new ProjectionRefusal(
      path,
      `is recursive (\`$ref\` to ${codeSpan(ctx.recursive.get(target) ?? "#")}) with no object or array between, which the provider cannot take`,
    );
  }
  if (node !== target) textsDropped(node, ctx, path);
  ctx.changes.push({ kind: "ref-to-definition", path, ref: def.ref });
  if (first) writeDef(def, target, ctx, path);
  return { schema: { $ref: def.ref }, lift: def.plan };
}

/** A new definition of `target`, its name counted among the names written. */
function defineNew(
  target: object,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
): ProjectionDef {
  const def = newDef(target, ctx.recursive.get(target) ?? "#", ctx);
  ctx.defs.set(target, def);
  ctx.defsByRef.set(def.ref, def);
  countNamesAndValues(ctx, path, def.name?.length ?? 0);
  return def;
}

/** Records the texts beside a plain reference written as a `$ref`, which is written alone. */
function textsDropped(node: unknown, ctx: ProjectionContext, path: readonly PathSegment[]): void {
  for (const key of Object.keys(node as object)) {
    if (texts.has(key)) ctx.changes.push({ kind: "keyword-dropped", path, keyword: key });
  }
}

/**
 * Projects `target` as the body of `def`, whose references inside it are written already. Its
 * nesting is its own, counted from where it is written (under `$defs`), not from its first use.
 */
function writeDef(
  def: ProjectionDef,
  target: object,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
): Projected {
  const body = projectBody(target, ctx, path, 0);
  // Its references stand for a value that is not `null`: an optional key of it is made nullable.
  if (acceptsNull(body.schema)) {
    const ref = codeSpan(ctx.recursive.get(target) ?? "#");
    throw new ProjectionRefusal(
      path,
      `is recursive (\`$ref\` to ${ref}) and accepts \`null\`, which is not written as a definition`,
    );
  }
  def.schema = body.schema;
  fillPlan(def.plan, body.lift);
  return body;
}
