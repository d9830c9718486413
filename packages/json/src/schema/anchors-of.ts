import { childSchemas, isSchemaObject } from "./child-schemas.js";
import { startsResource } from "./starts-resource.js";

/** A name several schemas claim: a reference to it resolves to nothing (Ajv refuses the schema). */
export const AMBIGUOUS: unique symbol = Symbol("ambiguous anchor");

// Ajv's anchor names (`$anchor`, `$dynamicAnchor`, or an `$id` of `#name`).
const NAME = /^[a-z_][-a-z0-9._]*$/i;

/**
 * The plain-name anchors of the resource `root`, as Ajv collects them: `$anchor`,
 * `$dynamicAnchor` and draft-07's `$id: "#name"` on any schema below it, under known and unknown
 * keywords alike, but not inside a nested `$id` resource (its anchors belong to another base
 * URI). Its own count where it is a resource nested in a schema (`nested`), not where it is the
 * schema's root: Ajv registers every schema's anchors but the root's. One pass over the schema,
 * cycles included.
 */
export function anchorsOf(root: unknown, nested = false): Map<string, object | typeof AMBIGUOUS> {
  const anchors = new Map<string, object | typeof AMBIGUOUS>();
  if (nested && isSchemaObject(root)) addAnchors(anchors, root);
  // Each schema object is pushed once and each list or map of them read once, so a schema
  // sharing them (a graph) costs what its distinct objects do; `root` itself only as above, even
  // where a cycle leads back to it.
  const seen = new Set<object>(isSchemaObject(root) ? [root] : []);
  const listed = new Set<object>();
  const pending: object[] = [];
  const push = (children: unknown[]) => {
    for (const child of children) {
      if (!isSchemaObject(child) || seen.has(child)) continue;
      seen.add(child);
      pending.push(child);
    }
  };
  push(childSchemas(root, listed));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (startsResource(next)) continue;
    addAnchors(anchors, next);
    push(childSchemas(next, listed));
  }
  return anchors;
}

/**
 * Adds the anchor names `schema` declares to `anchors`. A name declared twice, by two schemas or
 * by one in two keywords (`$anchor` and `$dynamicAnchor`), is `AMBIGUOUS`, as Ajv refuses it.
 */
function addAnchors(anchors: Map<string, object | typeof AMBIGUOUS>, schema: object): void {
  const { $anchor, $dynamicAnchor, $id } = schema as Record<string, unknown>;
  const names = [
    $anchor,
    $dynamicAnchor,
    typeof $id === "string" && $id.startsWith("#") ? $id.slice(1) : undefined,
  ];
  for (const name of names) {
    if (typeof name !== "string" || !NAME.test(name)) continue;
    const known = anchors.get(name);
    anchors.set(name, known === undefined ? schema : AMBIGUOUS);
  }
}
