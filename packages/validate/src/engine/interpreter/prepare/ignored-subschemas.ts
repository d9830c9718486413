// Subschemas of a prepared copy that Ajv does not compile where they stand (an `if` whose branches
// cannot fail, a `contains` Ajv ignores), kept beside their node rather than in it: a keyword in
// the copy would be run by @cfworker/json-schema (an `if: { $ref: "#" }` recursing without end)
// and counted as evaluating, where Ajv does neither. The `$ref` walk still finds them.
const ignored = new WeakMap<object, Record<string, unknown>>();

/** Keeps `subschema` aside as the node's `keyword`, which no engine then reads from the node. */
export function setIgnoredSubschema(node: object, keyword: string, subschema: unknown): void {
  const kept = ignored.get(node) ?? {};
  kept[keyword] = subschema;
  ignored.set(node, kept);
}

/** The subschemas kept aside for `node`, by keyword, for the `$ref` walk. */
export function ignoredSubschemas(node: object): Readonly<Record<string, unknown>> | undefined {
  return ignored.get(node);
}
