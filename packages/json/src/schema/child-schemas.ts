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
 * `const`, `default`, …). With `listed`, a list of schemas (`anyOf`) or a map of them
 * (`properties`) already in it gives nothing (its schemas were given before) and one read is
 * added to it, so a walk over a schema whose objects share one list reads that list once.
 */
export function childSchemas(node: unknown, listed?: Set<object>): unknown[] {
  if (!isSchemaObject(node)) return [];
  const children: unknown[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (NOT_SCHEMAS.has(key)) continue;
    if (Array.isArray(value)) {
      if (LISTS.has(key) && firstRead(value, listed)) {
        for (const item of presentItems(value)) children.push(item);
      }
    } else if (MAPS.has(key) && isSchemaObject(value)) {
      if (firstRead(value, listed)) for (const item of Object.values(value)) children.push(item);
    } else {
      children.push(value);
    }
  }
  return children;
}

function firstRead(container: object, listed: Set<object> | undefined): boolean {
  if (listed === undefined) return true;
  if (listed.has(container)) return false;
  listed.add(container);
  return true;
}
