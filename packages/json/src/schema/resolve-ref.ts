import { resolveUri, splitFragment } from "../pointer/resolve-uri.js";
import { stepInto } from "../pointer/step-into.js";
import { fragmentTokens, uriDecoded } from "../pointer/uri-fragment.js";
import type { JsonSchema } from "../types.js";
import { AMBIGUOUS, anchorsOf } from "./anchors-of.js";
import { type SchemaResources, schemaResources } from "./schema-resources.js";
import { startsResource } from "./starts-resource.js";

/** Options for `resolveRef`. */
export interface ResolveRefOptions {
  /** The root's plain-name anchors, worked out once by the caller. Default: `anchorsOf(root)`, on each use. */
  readonly anchors?: (() => ReadonlyMap<string, object | typeof AMBIGUOUS>) | undefined;
  /**
   * Follow a pointer into and through nested `$id` resources, and stop at nothing it finds
   * (the cost estimate's over-approximation: docs/security.md, "Complexity budget"). Default `false`.
   */
  readonly acrossResources?: boolean | undefined;
  /**
   * The schema object of `root` that holds the reference: resolve it against the base URI of the
   * resource it stands in, as Ajv does, nested `$id` resources included (`schemaResources`;
   * `anchors` and `acrossResources` are then not read). A schema object the index did not reach
   * (outside `root`, past the index's bounds, or after a read that threw) resolves as without it.
   */
  readonly from?: object | undefined;
}

/**
 * Resolves a local `$ref` against the root schema, as Ajv does: `#`, a JSON pointer (`#/$defs/a`,
 * `#/definitions/a~1b`; each token URI-decoded, then `~1` and `~0` undone, so `a%2Fb` is the key
 * `"a/b"`), a plain-name anchor (`#int`: an `$anchor`, `$dynamicAnchor` or `$id: "#int"`), or
 * the root's own `$id` followed by one of these. Returns `undefined` for anything it cannot
 * follow: remote references, missing or ambiguous targets, and targets in or through a nested
 * `$id` resource (the references written there resolve against another base URI, which only
 * `options.from` tells), unless `options.acrossResources` says otherwise. With `options.from`,
 * the reference is resolved as written in that schema object instead, as Ajv resolves it
 * (docs/coercion.md, "Schema support"), reaching the schema's nested resources too.
 */
export function resolveRef(
  root: JsonSchema,
  ref: string,
  options?: ResolveRefOptions,
): JsonSchema | undefined {
  let anchors = options?.anchors ?? (() => anchorsOf(root));
  if (options?.from !== undefined && typeof root === "object" && root !== null) {
    const resources = schemaResources(root);
    const base = resources.baseOf.get(options.from);
    if (base !== undefined) return resolveInResources(resources, base, ref);
    // A schema object the index did not reach (outside `root`, past its bounds, or after a read
    // that threw) resolves as without `from`, from the root.
    if (options.anchors === undefined) anchors = () => resources.anchorsOf(root);
  }
  const fragment = localFragment(root, ref);
  if (fragment === undefined) return undefined;
  return fragmentTarget(root, fragment, anchors, options?.acrossResources === true);
}

/**
 * Resolves `ref` as written in a schema object whose base URI is `base`, as Ajv does
 * (docs/messages.md, "issuesFromAjv"): to a resource of the schema and a fragment in it (a JSON
 * pointer, which may run into nested resources, or a plain-name anchor of that resource).
 * `undefined` for a remote reference or a missing target.
 */
function resolveInResources(
  resources: SchemaResources,
  base: string,
  ref: string,
): JsonSchema | undefined {
  const uri = resolveUri(base, ref);
  if (uri === undefined) return undefined;
  const { resource, fragment } = splitFragment(uri);
  const target = resources.byUri.get(resource);
  if (target === undefined) return undefined;
  return fragmentTarget(target as JsonSchema, fragment, () => resources.anchorsOf(target), true);
}

/** The schema `fragment` (after the `#`) names in `resource`. */
function fragmentTarget(
  resource: JsonSchema,
  fragment: string,
  anchors: () => ReadonlyMap<string, object | typeof AMBIGUOUS>,
  across: boolean,
): JsonSchema | undefined {
  if (fragment === "") return resource;
  if (!fragment.startsWith("/")) {
    const target = anchors().get(uriDecoded(fragment) ?? "");
    return target === AMBIGUOUS ? undefined : (target as JsonSchema | undefined);
  }
  const tokens = fragmentTokens(fragment);
  if (tokens === undefined) return undefined;
  let current: unknown = resource;
  for (const token of tokens) {
    current = stepInto(current, token);
    if (current === undefined || (!across && startsResource(current))) return undefined;
  }
  return typeof current === "boolean" || (typeof current === "object" && current !== null)
    ? (current as JsonSchema)
    : undefined;
}

function localFragment(root: JsonSchema, ref: string): string | undefined {
  if (ref === "") return "";
  if (ref.startsWith("#")) return ref.slice(1);
  const id = typeof root === "object" && root !== null ? root.$id : undefined;
  if (typeof id !== "string" || id === "") return undefined;
  const base = id.endsWith("#") ? id.slice(0, -1) : id;
  if (ref === base) return "";
  return ref.startsWith(`${base}#`) ? ref.slice(base.length + 1) : undefined;
}
