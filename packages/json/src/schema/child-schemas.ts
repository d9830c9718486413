import { ajvWalk } from "../dialect/vocabulary.js";
import { presentItems } from "../measure/holey-array.js";

const { skip: NOT_SCHEMAS, list: LISTS, map: MAPS } = ajvWalk;

/** Whether `value` is a schema object (not `null`, not an array). */
export function isSchemaObject(value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The values directly below `node` that Ajv reads as schemas when it collects `$id`s and anchors:
 * under known and unknown keywords alike, but not under keywords whose values are data (`enum`,
 * `const`, `default`, …).
 */
export function childSchemas(node: unknown): unknown[] {
  if (!isSchemaObject(node)) return [];
  const children: unknown[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (NOT_SCHEMAS.has(key)) continue;
    if (Array.isArray(value)) {
      if (LISTS.has(key)) for (const item of presentItems(value)) children.push(item);
    } else if (MAPS.has(key) && isSchemaObject(value)) {
      children.push(...Object.values(value));
    } else {
      children.push(value);
    }
  }
  return children;
}
