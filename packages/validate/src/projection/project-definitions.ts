import { codeSpan } from "@tool-input/format";
import type { PathSegment } from "@tool-input/json";
import { texts } from "./merge-nodes.js";
import { acceptsNull } from "./nullable.js";
import { type Projected, projectBody } from "./project-node.js";
import { type ProjectionContext, ProjectionRefusal } from "./projection-context.js";
import { newDef, type ProjectionDef, recursiveTarget } from "./recursive-refs.js";
import { countNamesAndValues } from "./text-limits.js";

/**
 * The projected root: written in place, also where references reach it (they are `#`), and as
 * its target's definition where it is a plain reference to a recursive schema object.
 */
export function projectRoot(ctx: ProjectionContext): Projected {
  const { root } = ctx;
  const recursive = recursiveTarget(root, ctx);
  if (recursive === undefined) return projectBody(root, ctx, [], 0);
  const def = defineNew(recursive, ctx, []);
  if (recursive !== root) {
    textsDropped(root, ctx, []);
    ctx.changes.push({ kind: "ref-inlined", path: [], ref: (root as { $ref: string }).$ref });
  }
  const body = writeDef(def, recursive, ctx, [], 0);
  return { schema: { ...body.schema }, lift: body.lift };
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
  nesting: number,
): Projected {
  let def = ctx.defs.get(target);
  const first = def === undefined;
  if (def === undefined) def = defineNew(target, ctx, path);
  if (node !== target) textsDropped(node, ctx, path);
  ctx.changes.push({ kind: "ref-to-definition", path, ref: def.ref });
  if (first) writeDef(def, target, ctx, path, nesting);
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
  countNamesAndValues(ctx, path, def.name?.length ?? 0);
  return def;
}

/** Records the texts beside a plain reference written as a `$ref`, which is written alone. */
function textsDropped(node: unknown, ctx: ProjectionContext, path: readonly PathSegment[]): void {
  for (const key of Object.keys(node as object)) {
    if (texts.has(key)) ctx.changes.push({ kind: "keyword-dropped", path, keyword: key });
  }
}

/** Projects `target` as the body of `def`, whose references inside it are written already. */
function writeDef(
  def: ProjectionDef,
  target: object,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  const body = projectBody(target, ctx, path, nesting);
  // Its references stand for a value that is not `null`: an optional key of it is made nullable.
  if (acceptsNull(body.schema)) {
    const ref = codeSpan(ctx.recursive.get(target) ?? "#");
    throw new ProjectionRefusal(
      path,
      `is recursive (\`$ref\` to ${ref}) and accepts \`null\`, which is not written as a definition`,
    );
  }
  def.schema = body.schema;
  Object.assign(def.plan, body.lift);
  return body;
}
