import { codeSpan } from "@tool-input/format";
import type { PathSegment } from "@tool-input/json";
import { defineOwn, isOfType } from "@tool-input/json";
import { allowedValues } from "./allowed-values.js";
import { keepKeywords } from "./keep-keywords.js";
import { fitsKeyword } from "./keyword-values.js";
import { type LiftPlan, type PropertyLift, planOrNothing } from "./lift-plan.js";
import { acceptsNull, withNull } from "./nullable.js";
import { notOnlyNull, type Projected, projectNode } from "./project-node.js";
import {
  chargeText,
  chargeWork,
  type ProjectionContext,
  ProjectionRefusal,
} from "./projection-context.js";
import { countNamesAndValues, valuesText } from "./text-limits.js";

const objectKeywords = new Set([
  "properties",
  "required",
  "additionalProperties",
  "patternProperties",
  "enum",
  "const",
]);
const arrayKeywords = new Set(["items", "prefixItems", "minItems", "enum", "const"]);

/** Projects an object or array node; `nesting` counts it. */
export function projectObject(
  flat: Readonly<Record<string, unknown>>,
  type: "object" | "array",
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  if (nesting > ctx.rules.maxNesting) {
    throw new ProjectionRefusal(
      path,
      `nests objects and arrays ${nesting} deep, more than the provider takes (${ctx.rules.maxNesting})`,
    );
  }
  const values = allowedValues(flat);
  if (values !== undefined) {
    // No target takes a list of allowed objects or arrays: the original checks it on the way back.
    if (!values.some((value) => isOfType(value, type))) {
      throw new ProjectionRefusal(path, `allows no ${type} value`);
    }
    ctx.changes.push({
      kind: "keyword-dropped",
      path,
      keyword: "const" in flat ? "const" : "enum",
    });
  }
  return type === "array"
    ? projectArray(flat, ctx, path, nesting)
    : projectProperties(flat, ctx, path, nesting);
}

function projectArray(
  flat: Readonly<Record<string, unknown>>,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  if (Array.isArray(flat.items) || flat.prefixItems !== undefined) {
    throw new ProjectionRefusal(
      path,
      "is a tuple (items by position), which the provider cannot describe",
    );
  }
  if (flat.items === undefined)
    throw new ProjectionRefusal(
      path,
      "is an array of any items, which the provider cannot describe",
    );
  ctx.depth++;
  const items = notOnlyNull(projectNode(flat.items, ctx, [...path, "items"], nesting), ctx, [
    ...path,
    "items",
  ]);
  ctx.depth--;
  const kept = keepKeywords(flat, "array", arrayKeywords, ctx, path);
  const schema: Record<string, unknown> = { type: "array", ...kept, items: items.schema };
  if (flat.minItems !== undefined) {
    const { minItems } = flat;
    if (fitsKeyword("minItems", minItems) && (minItems as number) <= ctx.rules.maxMinItems) {
      schema.minItems = minItems;
    } else ctx.changes.push({ kind: "keyword-dropped", path, keyword: "minItems" });
  }
  return { schema, lift: items.lift === undefined ? undefined : { items: items.lift } };
}

function projectProperties(
  flat: Readonly<Record<string, unknown>>,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  nesting: number,
): Projected {
  const declared = (
    typeof flat.properties === "object" && flat.properties !== null ? flat.properties : {}
  ) as Record<string, unknown>;
  const keys = Object.keys(declared);
  // Read at every place a reference reaches, so counted as read; written with each name once
  // (a list that repeats one 100,000 times is as short as it means).
  const list: unknown[] = Array.isArray(flat.required) ? flat.required : [];
  chargeWork(ctx, path, list.length);
  const listed = new Set(list.filter((key) => typeof key === "string"));
  const required = [...listed];
  chargeText(ctx, path, required);
  const undeclared = required.find((key) => !Object.hasOwn(declared, key));
  if (undeclared !== undefined) {
    throw new ProjectionRefusal(path, `requires ${codeSpan(undeclared)} without describing it`);
  }
  const open = flat.additionalProperties !== false;
  if (
    ctx.rules.closedObjects &&
    keys.length === 0 &&
    (isSchema(flat.additionalProperties) || flat.patternProperties !== undefined)
  ) {
    throw new ProjectionRefusal(
      path,
      "takes keys of its own choosing (a map), which the provider cannot describe",
    );
  }
  chargeText(ctx, path, keys);
  countNamesAndValues(ctx, path, valuesText(keys));
  ctx.properties += keys.length;
  if (ctx.properties > ctx.rules.maxProperties) {
    throw new ProjectionRefusal(
      path,
      `has more properties than the provider takes (${ctx.rules.maxProperties})`,
    );
  }
  const properties: Record<string, unknown> = {};
  const lifts = new Map<string, PropertyLift>();
  // A refusal ends the projection, so the depth needs no restoring on the way out.
  ctx.depth++;
  for (const key of keys) {
    const where = [...path, "properties", key];
    const child = notOnlyNull(projectNode(declared[key], ctx, where, nesting), ctx, where);
    let schema = child.schema;
    let dropNull = false;
    if (ctx.rules.allRequired && !listed.has(key)) {
      if (acceptsNull(schema)) {
        ctx.changes.push({ kind: "made-required", path: where });
      } else {
        schema = withNull(schema, ctx.rules);
        dropNull = true;
        ctx.changes.push({ kind: "made-nullable", path: where });
      }
    }
    defineOwn(properties, key, schema);
    if (dropNull || child.lift !== undefined) lifts.set(key, { dropNull, below: child.lift });
  }
  ctx.depth--;
  const kept = keepKeywords(flat, "object", objectKeywords, ctx, path);
  const schema: Record<string, unknown> = { type: "object", ...kept, properties };
  // Strict mode lists every key, none included (as OpenAI's own converters write it).
  if (ctx.rules.allRequired) schema.required = keys;
  else if (required.length > 0) schema.required = required;
  if (ctx.rules.closedObjects) {
    schema.additionalProperties = false;
    if (open) ctx.changes.push({ kind: "closed", path });
  } else if (flat.additionalProperties !== undefined) {
    ctx.changes.push({ kind: "keyword-dropped", path, keyword: "additionalProperties" });
  }
  if (flat.patternProperties !== undefined)
    ctx.changes.push({ kind: "keyword-dropped", path, keyword: "patternProperties" });
  const plan: LiftPlan = { properties: lifts.size > 0 ? lifts : undefined };
  return { schema, lift: planOrNothing(plan) };
}

function isSchema(value: unknown): boolean {
  return value === true || (typeof value === "object" && value !== null);
}
