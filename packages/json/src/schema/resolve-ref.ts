import { stepInto } from "../pointer/step-into.js";
import { fragmentTokens, uriDecoded } from "../pointer/uri-fragment.js";
import type { JsonSchema } from "../types.js";
import { AMBIGUOUS, anchorsOf } from "./anchors-of.js";
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
}

/**
 * Resolves a local `$ref` against the root schema, as Ajv does: `#`, a JSON pointer (`#/$defs/a`,
 * `#/definitions/a~1b`; each token URI-decoded, then `~1` and `~0` undone, so `a%2Fb` is the key
 * `"a/b"`), a plain-name anchor (`#int`: an `$anchor`, `$dynamicAnchor` or `$id: "#int"`), or
 * the root's own `$id` followed by one of these. Returns `undefined` for anything it cannot
 * follow: remote references, missing or ambiguous targets, and targets in or through a nested
 * `$id` resource (its references would resolve against another base URI: docs/coercion.md,
 * "Schema support"), unless `options.acrossResources` says otherwise.
 */
export function resolveRef(
  root: JsonSchema,
  ref: string,
  options?: ResolveRefOptions,
): JsonSchema | undefined {
  const fragment = localFragment(root, ref);
  if (fragment === undefined) return undefined;
  if (fragment === "") return root;
  if (!fragment.startsWith("/")) {
    const anchors = options?.anchors?.() ?? anchorsOf(root);
    const target = anchors.get(uriDecoded(fragment) ?? "");
    return target === AMBIGUOUS ? undefined : (target as JsonSchema | undefined);
  }
  const tokens = fragmentTokens(fragment);
  if (tokens === undefined) return undefined;
  const across = options?.acrossResources === true;
  let current: unknown = root;
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
