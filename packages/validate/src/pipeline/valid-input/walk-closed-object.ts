import { mayHoldClosingTag } from "./closing-tag.js";
import type { Shape } from "./valid-input-shape.js";
import { descend, FOUND, LONG, ownDeclared } from "./walk-shape.js";

/**
 * A closed object (`additionalProperties: false`): a valid input holds declared keys only, so
 * only those that may hold free text or a container are read, and keys are counted only once a
 * `</` or a long string is seen.
 */
export function closed(
  value: Record<string, unknown>,
  shape: Shape,
  markup: boolean,
  nearMiss: boolean,
  depth: number,
  left: number,
): number {
  let budget = left;
  let marked = shape.markedKeys;
  let long = false;
  const keys = shape.relevant;
  const indexes = shape.relevantIndexes;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = value[key];
    if (typeof item === "string") {
      if (item.length >= LONG) long = true;
      else if (!marked && item.includes("</")) marked = true;
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    const node = shape.childAt(indexes[i] as number);
    if (node.free) continue;
    budget = descend(item, node, markup, nearMiss, depth + 1, budget);
    if (budget < 0) return budget;
  }
  if (!markup || !(marked || long) || ownDeclared(value, shape) === shape.size) return budget;
  if (marked) return FOUND;
  for (const key of keys) {
    const item = value[key];
    if (typeof item === "string" && item.length >= LONG && mayHoldClosingTag(item)) return FOUND;
  }
  return budget;
}
