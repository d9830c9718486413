import { type JsonSchema, resolveRef } from "@tool-input/json";

/** The schemas a schema names, by `namedSchemas`. */
export interface SchemaNames {
  /** Each schema with an `$id` (or `id`), by the id in full and by its last path segment. */
  readonly ids: ReadonlyMap<string, object>;
  /** Each schema with an `$anchor`, a `$dynamicAnchor` or a draft-07 `$id: "#name"`. */
  readonly anchors: ReadonlyMap<string, object>;
  /** Whether every value was read (not when the bounds cut the walk short). */
  readonly complete: boolean;
}

/** No names: what a schema whose text writes no naming key holds. */
export const noNames: SchemaNames = { ids: new Map(), anchors: new Map(), complete: true };

// Values read at most: a schema past the budget is refused anyway.
const valueLimit = 100_000;

/**
 * Every schema named in `schema`, wherever it stands (under any key, known or not), down to
 * `maxDepth` levels: broader than Ajv on purpose.
 */
export function namedSchemas(schema: unknown, maxDepth: number): SchemaNames {
  const ids = new Map<string, object>();
  const anchors = new Map<string, object>();
  const stack: [unknown, number][] = [[schema, 0]];
  let seen = 0;
  let complete = true;
  while (stack.length > 0) {
    if (seen >= valueLimit) {
      complete = false;
      break;
    }
    const [value, depth] = stack.pop() as [unknown, number];
    seen += 1;
    if (value === null || typeof value !== "object") continue;
    if (depth > maxDepth) {
      complete = false;
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const keyword of ["$id", "id"]) {
      const id = record[keyword];
      if (typeof id === "string" && !Array.isArray(value)) {
        const bare = id.endsWith("#") ? id.slice(0, -1) : id;
        ids.set(bare, value);
        ids.set(lastSegment(bare), value);
        // A draft-07 `$id: "#name"` is an anchor.
        if (bare.startsWith("#")) anchors.set(bare.slice(1), value);
      }
    }
    for (const keyword of ["$anchor", "$dynamicAnchor"]) {
      const anchor = record[keyword];
      if (typeof anchor === "string" && !Array.isArray(value)) anchors.set(anchor, value);
    }
    for (const item of Object.values(value)) stack.push([item, depth + 1]);
  }
  return { ids, anchors, complete };
}

/**
 * What `ref` may point at in `schema`: `#`, a JSON pointer, an anchor, or a schema by its `$id`
 * (matched in full or by its last path segment), `undefined` when none. Broader than Ajv on
 * purpose: any `$id` in `names` names a resource, anchors are read across resources, and
 * pointers run into nested resources.
 */
export function broadRefTarget(schema: unknown, names: SchemaNames, ref: string): unknown {
  const hash = ref.indexOf("#");
  const base = hash === -1 ? ref : ref.slice(0, hash);
  const root = base === "" ? schema : (names.ids.get(base) ?? names.ids.get(lastSegment(base)));
  if (hash === -1 || root === undefined) return root;
  return resolveRef(root as JsonSchema, ref.slice(hash), {
    anchors: () => names.anchors,
    acrossResources: true,
  });
}

function lastSegment(uri: string): string {
  return uri.slice(uri.lastIndexOf("/") + 1);
}
