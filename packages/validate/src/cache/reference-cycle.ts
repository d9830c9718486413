/**
 * The first chain of `$ref`s in `schema` that leads back to where it started through
 * references alone (`a` → `b` → `a`), as the list of references followed, or `undefined`. Such
 * a schema never reaches a keyword that checks anything: Ajv's compiler recurses until the stack
 * overflows (docs/pipeline.md, "Engines"). `targetOf` resolves one reference (`undefined` when it
 * does not resolve). Each schema value is followed once, so a 10,000-long chain costs 10,000 steps.
 */
export function referenceCycle(
  nodes: Iterable<object>,
  targetOf: (ref: string) => unknown,
): string[] | undefined {
  const ends = new Set<object>(); // values whose chain ends at a schema that checks something
  for (const start of nodes) {
    const path: object[] = [];
    const refs: string[] = [];
    const onPath = new Set<object>();
    let at: unknown = start;
    while (typeof at === "object" && at !== null && !ends.has(at)) {
      const ref = (at as { $ref?: unknown }).$ref;
      if (typeof ref !== "string") break;
      if (onPath.has(at)) {
        refs.push(ref);
        return refs.slice(path.indexOf(at));
      }
      onPath.add(at);
      path.push(at);
      refs.push(ref);
      at = targetOf(ref);
    }
    for (const node of path) ends.add(node);
  }
  return undefined;
}
