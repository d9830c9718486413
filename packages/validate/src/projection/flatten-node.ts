import type { PathSegment } from "@tool-input/json";
import { defineOwn, isHoleyArray, resolveRef } from "@tool-input/json";
import {
  maxProjectedNodes,
  type ProjectionContext,
  ProjectionRefusal,
} from "./projection-context.js";

type SchemaObject = Readonly<Record<string, unknown>>;

// Keywords that say nothing about the values a node accepts.
const annotations = new Set(["$schema", "$id", "$comment", "$defs", "definitions", "$anchor"]);
const texts = new Set(["description", "title", "examples", "default"]);

/**
 * `node` as one schema object without `$ref` or `allOf` at its top: a local reference replaced by
 * its target (a reference back to a node being projected is recursion, which no target inlines),
 * an `allOf` merged into one node. The schema objects it went through are added to `ctx.active`
 * and listed in `entered`, for the caller to remove when its subtree is done.
 */
export function flattenNode(
  node: unknown,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  entered: object[],
): SchemaObject {
  const schema = schemaObject(node, path);
  enter(schema, ctx, path, entered);
  let flat: SchemaObject = schema;
  if (typeof schema.$ref === "string") flat = inlineRef(schema, ctx, path, entered);
  else if (schema.$ref !== undefined)
    throw new ProjectionRefusal(path, "has a `$ref` that is not a string");
  if (Array.isArray(flat.allOf)) {
    const { allOf, ...rest } = flat;
    let merged: SchemaObject = rest;
    for (const [index, branch] of allOf.entries()) {
      merged = mergeNodes(
        merged,
        flattenNode(branch, ctx, [...path, "allOf", index], entered),
        path,
      );
    }
    ctx.changes.push({ kind: "all-of-merged", path });
    flat = merged;
  }
  return flat;
}

function inlineRef(
  schema: SchemaObject,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  entered: object[],
): SchemaObject {
  const ref = schema.$ref as string;
  const target = resolveRef(ctx.root, ref, { anchors: ctx.anchors });
  if (target === undefined) {
    throw new ProjectionRefusal(path, `has a \`$ref\` to \`${ref}\`, which is not a local schema`);
  }
  if (typeof target === "object" && ctx.active.has(target)) {
    throw new ProjectionRefusal(
      path,
      `is recursive (\`$ref\` to \`${ref}\`), which the provider cannot take`,
    );
  }
  ctx.changes.push({ kind: "ref-inlined", path, ref });
  const resolved = flattenNode(target, ctx, path, entered);
  const { $ref: _ref, ...siblings } = schema;
  const constraining = Object.keys(siblings).some(
    (key) => !annotations.has(key) && !texts.has(key),
  );
  if (!constraining) return { ...resolved, ...pick(siblings, texts) };
  return mergeNodes(flattenNode(siblings, ctx, path, entered), resolved, path);
}

/** Two schema objects as one that accepts what both accept, or a refusal where that is not plain. */
function mergeNodes(a: SchemaObject, b: SchemaObject, path: readonly PathSegment[]): SchemaObject {
  const merged: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (!Object.hasOwn(merged, key) || annotations.has(key)) {
      if (!annotations.has(key)) defineOwn(merged, key, value);
      continue;
    }
    const mine = merged[key];
    if (texts.has(key)) continue;
    if (key === "properties") merged.properties = mergeProperties(mine, value);
    else if (key === "required")
      merged.required = [...new Set([...asArray(mine), ...asArray(value)])];
    else if (key === "type") merged.type = commonTypes(mine, value, path);
    else if (JSON.stringify(mine) !== JSON.stringify(value)) {
      throw new ProjectionRefusal(path, `combines two different \`${key}\` in an \`allOf\``);
    }
  }
  return merged;
}

function mergeProperties(a: unknown, b: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(a as object) };
  for (const [key, value] of Object.entries(b as object)) {
    defineOwn(merged, key, Object.hasOwn(merged, key) ? { allOf: [merged[key], value] } : value);
  }
  return merged;
}

function commonTypes(a: unknown, b: unknown, path: readonly PathSegment[]): unknown {
  const mine = asArray(a);
  const common = asArray(b).filter((type) => mine.includes(type));
  if (common.length === 0)
    throw new ProjectionRefusal(path, "combines types that exclude each other in an `allOf`");
  return common.length === 1 ? common[0] : common;
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
  ctx.active.add(schema);
  entered.push(schema);
}

function pick(object: SchemaObject, keys: ReadonlySet<string>): SchemaObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => keys.has(key)));
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}
