import { codeSpan } from "@tool-input/format";
import type { PathSegment } from "@tool-input/json";
import { isHoleyArray, resolveRef } from "@tool-input/json";
import { annotations, NodeMerge, texts } from "./merge-nodes.js";
import {
  chargeWork,
  maxProjectedNodes,
  maxSchemaPath,
  type ProjectionContext,
  ProjectionRefusal,
} from "./projection-context.js";

type SchemaObject = Readonly<Record<string, unknown>>;

// What a reference to a recursive schema object not yet known as one stands for, in an attempt
// that will not be returned (docs/providers.md, "Recursive schemas").
const foundStandIn: SchemaObject = Object.freeze({ type: "object" });

/**
 * `node` as one schema object without `$ref` or `allOf` at its top: a local reference replaced by
 * its target (a reference back to a node being projected is recursion, which no target inlines:
 * a target that takes it has it written as a definition),
 * an `allOf` merged into one node. The schema objects it went through that were not active yet
 * are added to `ctx.active` and listed in `entered`, for the caller to remove when its subtree is
 * done. `refs` counts the
 * references followed to `node`: with the path, at most `maxSchemaPath` (docs/providers.md,
 * "Bounds"), so a long chain is refused instead of overflowing the stack.
 */
export function flattenNode(
  node: unknown,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  entered: object[],
  refs = 0,
): SchemaObject {
  if (path.length + refs > maxSchemaPath) throw new ProjectionRefusal(path, "is nested too deeply");
  const schema = schemaObject(node, path);
  enter(schema, ctx, path, entered);
  let flat: SchemaObject = schema;
  if (typeof schema.$ref === "string") flat = inlineRef(schema, ctx, path, entered, refs);
  else if (schema.$ref !== undefined)
    throw new ProjectionRefusal(path, "has a `$ref` that is not a string");
  if (Array.isArray(flat.allOf)) {
    const { allOf, ...rest } = flat;
    const merge = new NodeMerge(rest, path, "in an `allOf`", (units) =>
      chargeWork(ctx, path, units),
    );
    const branches = allOf.map(
      (branch, index) => () => flattenNode(branch, ctx, [...path, "allOf", index], entered, refs),
    );
    for (const branch of flattenSiblings(branches, ctx, entered)) merge.add(branch);
    ctx.changes.push({ kind: "all-of-merged", path });
    flat = merge.result();
  }
  return flat;
}

/**
 * Runs `parts`, schemas merged into one node, as siblings: none is below another, so what one
 * went through is not active while the next is flattened (two `allOf` branches may both refer to
 * one base model without recursion). Afterwards all of it is active again: the merged node's own
 * children are below every part, and a reference from them back into one is recursion.
 */
function flattenSiblings(
  parts: readonly (() => SchemaObject)[],
  ctx: ProjectionContext,
  entered: object[],
): SchemaObject[] {
  const start = entered.length;
  const flat = parts.map((part) => {
    const mark = entered.length;
    const result = part();
    for (let i = mark; i < entered.length; i++) ctx.active.delete(entered[i] as object);
    return result;
  });
  for (let i = start; i < entered.length; i++) ctx.active.add(entered[i] as object);
  return flat;
}

function inlineRef(
  schema: SchemaObject,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  entered: object[],
  refs: number,
): SchemaObject {
  const ref = schema.$ref as string;
  // Resolved as Ajv resolves it, against the base URI of the `$id` resource `schema` stands in.
  const target = resolveRef(ctx.root, ref, { from: schema });
  if (target === undefined) {
    throw new ProjectionRefusal(
      path,
      `has a \`$ref\` to ${codeSpan(ref)}, which is not a local schema`,
    );
  }
  if (typeof target === "object" && ctx.active.has(target)) {
    // Where the target takes recursion, `target` is written as a definition on the next attempt,
    // and this one goes on past it to find the others. A plain reference to a known one is never
    // flattened (`recursiveTarget`), so one met here has constraints beside it.
    if (ctx.rules.recursiveRefs && !ctx.recursive.has(target)) {
      if (!ctx.found.has(target)) ctx.found.set(target, ref);
      return foundStandIn;
    }
    throw new ProjectionRefusal(
      path,
      `is recursive (\`$ref\` to ${codeSpan(ref)}), which the provider cannot take`,
    );
  }
  ctx.changes.push({ kind: "ref-inlined", path, ref });
  const { $ref: _ref, ...siblings } = schema;
  const constraining = Object.keys(siblings).some(
    (key) => !annotations.has(key) && !texts.has(key),
  );
  if (!constraining) {
    const resolved = flattenNode(target, ctx, path, entered, refs + 1);
    return { ...resolved, ...pick(siblings, texts) };
  }
  const [resolved, own] = flattenSiblings(
    [
      () => flattenNode(target, ctx, path, entered, refs + 1),
      () => flattenNode(siblings, ctx, path, entered, refs),
    ],
    ctx,
    entered,
  ) as [SchemaObject, SchemaObject];
  const merge = new NodeMerge(own, path, "with its `$ref`", (units) =>
    chargeWork(ctx, path, units),
  );
  merge.add(resolved);
  return merge.result();
}

function schemaObject(node: unknown, path: readonly PathSegment[]): SchemaObject {
  if (node === true)
    throw new ProjectionRefusal(path, "accepts any value, which the provider cannot describe");
  if (node === false) throw new ProjectionRefusal(path, "accepts no value");
  if (typeof node !== "object" || node === null || Array.isArray(node)) {
    throw new ProjectionRefusal(path, "is not a schema");
  }
  for (const [keyword, value] of Object.entries(node)) {
    if (Array.isArray(value) && isHoleyArray(value)) {
      throw new ProjectionRefusal([...path, keyword], "is an array with holes, too long to read");
    }
  }
  return node as SchemaObject;
}

function enter(
  schema: object,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  entered: object[],
) {
  if (++ctx.nodes > maxProjectedNodes) throw new ProjectionRefusal(path, "is too large to project");
  // Already active above: it stays so until the node that made it active is done.
  if (ctx.active.has(schema)) return;
  ctx.active.add(schema);
  entered.push(schema);
}

function pick(object: SchemaObject, keys: ReadonlySet<string>): SchemaObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => keys.has(key)));
}
