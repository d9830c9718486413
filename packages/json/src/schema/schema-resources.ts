import { resolveUri, splitFragment } from "../pointer/resolve-uri.js";
import { type AMBIGUOUS, anchorsOf } from "./anchors-of.js";
import { childSchemas, isSchemaObject } from "./child-schemas.js";
import { startsResource } from "./starts-resource.js";

/**
 * The `$id` resources of a schema, as Ajv registers them (docs/messages.md, "Bounds"): each
 * resource by its URI (resolved against the base URI of the resource around it), and each schema
 * object by the base URI of the resource it stands in.
 */
export interface SchemaResources {
  /** The resource each URI names, without fragment; `""` is a root without `$id`. */
  readonly byUri: ReadonlyMap<string, object>;
  /** The base URI each schema object of the schema reads its references against. */
  readonly baseOf: ReadonlyMap<object, string>;
  /** Whether every schema object was read (not when a bound or a throwing read cut the walk short). */
  readonly complete: boolean;
  /** The plain-name anchors of `resource` (`anchorsOf`, its own among them unless it is the root), worked out once. */
  anchorsOf(resource: object): ReadonlyMap<string, object | typeof AMBIGUOUS>;
}

// Bounds on what a crafted schema can make the index read: past them, the schema objects left
// out have no base URI and the resources they hold no URI, so references to them resolve to
// nothing, and `resolveRef` resolves the references written in them from the root.
const MAX_READ_VALUES = 200_000;
const MAX_RESOURCES = 5_000;
// Characters of resolved `$id`s: `$id: "a/"` nested n deep makes URIs n characters long.
const MAX_URI_CHARACTERS = 1_000_000;

const cache = new WeakMap<object, SchemaResources>();

/**
 * The resources of `root`, worked out once per root object (one pass over at most
 * MAX_READ_VALUES values, each schema object and each list or map of them shared by several
 * places read once, MAX_RESOURCES `$id`s and MAX_URI_CHARACTERS of their URIs). Never
 * throws: a schema whose reads throw (a hostile Proxy) has the resources read before that.
 */
export function schemaResources(root: object): SchemaResources {
  let found = cache.get(root);
  if (found === undefined) {
    found = indexResources(root);
    cache.set(root, found);
  }
  return found;
}

function indexResources(root: object): SchemaResources {
  const byUri = new Map<string, object>();
  const baseOf = new Map<object, string>();
  const claimed = new Set<string>();
  const uriBudget = { left: MAX_URI_CHARACTERS };
  const anchors = new Map<object, ReadonlyMap<string, object | typeof AMBIGUOUS>>();
  // Each schema object is pushed once and each list or map of them read once (a schema sharing
  // them is a graph, not a tree), and every value read counts: the walk and its stack stay
  // within MAX_READ_VALUES.
  const pending: [object, string][] = isSchemaObject(root) ? [[root, ""]] : [];
  const seen = new Set<object>([root]);
  const listed = new Set<object>();
  let reads = 1;
  let leftOut = false;
  try {
    // A root without `$id` is the resource `""`, against which relative `$id`s resolve.
    if (!startsResource(root)) ownUri(root, "", "", byUri, claimed, uriBudget);
    while (pending.length > 0 && reads <= MAX_READ_VALUES) {
      const [node, outer] = pending.pop() as [object, string];
      const base = startsResource(node)
        ? ownUri(node, (node as { $id: string }).$id, outer, byUri, claimed, uriBudget)
        : outer;
      if (base === undefined) {
        leftOut = true;
        continue;
      }
      baseOf.set(node, base);
      for (const child of childSchemas(node, listed)) {
        if (++reads > MAX_READ_VALUES) break;
        if (!isSchemaObject(child) || seen.has(child)) continue;
        seen.add(child);
        pending.push([child, base]);
      }
    }
  } catch {
    // A schema whose reads throw keeps what was read before.
    leftOut = true;
  }
  const complete = !leftOut && reads <= MAX_READ_VALUES && pending.length === 0;
  return {
    byUri,
    baseOf,
    complete,
    anchorsOf(resource) {
      let found = anchors.get(resource);
      if (found === undefined) {
        try {
          found = anchorsOf(resource, resource !== root);
        } catch {
          found = new Map();
        }
        anchors.set(resource, found);
      }
      return found;
    },
  };
}

/**
 * The URI of the resource `node` starts (its `$id` resolved against `outer`), registered in
 * `byUri` unless another resource claims it too (Ajv refuses the schema: neither is reached);
 * `undefined` (the object and what it holds left out) when the `$id` is not a URI reference, or
 * past the bounds.
 */
function ownUri(
  node: object,
  id: string,
  outer: string,
  byUri: Map<string, object>,
  claimed: Set<string>,
  uriBudget: { left: number },
): string | undefined {
  if (claimed.size >= MAX_RESOURCES || uriBudget.left <= 0) return undefined;
  const resolved = resolveUri(outer, id);
  if (resolved === undefined) return undefined;
  uriBudget.left -= resolved.length;
  const { resource } = splitFragment(resolved);
  if (claimed.has(resource)) byUri.delete(resource);
  else byUri.set(resource, node);
  claimed.add(resource);
  return resource;
}
