import { fragmentTokens, stepInto, uriDecoded } from "@tool-input/json";
import type { JsonSchema } from "../types.js";
import { AMBIGUOUS, anchorsOf } from "./anchors-of.js";
import { startsResource } from "./starts-resource.js";

/**
 * Resolves a local `$ref` against the root schema, as Ajv does: `#`, a JSON pointer (`#/$defs/a`,
 * `#/definitions/a~1b`; each token URI-decoded, then `~1` and `~0` undone, so `a%2Fb` is the key
 * `"a/b"`), a plain-name anchor (`#int`: an `$anchor`, `$dynamicAnchor` or `$id: "#int"`), or
 * the root's own `$id` followed by one of these. Returns `undefined` for anything it cannot
 * follow: remote references, missing or ambiguous targets, and targets in or through a nested
 * `$id` resource (its references would resolve against another base URI: docs/coercion.md,
 * "Schema support"). `anchors` gives the root's anchors (worked out once by the caller).
 */
export function resolveRef(
  root: JsonSchema,
  ref: string,
  anchors: () => ReadonlyMap<string, object | typeof AMBIGUOUS> = () => anchorsOf(root),
): JsonSchema | undefined {
  const fragment = localFragment(root, ref);
  if (fragment === undefined) return undefined;
  if (fragment === "") return root;
  if (!fragment.startsWith("/")) {
    const target = anchors().get(uriDecoded(fragment) ?? "");
    return target === AMBIGUOUS ? undefined : (target as JsonSchema | undefined);
  }
  const tokens = fragmentTokens(fragment);
  if (tokens === undefined) return undefined;
  let current: unknown = root;
  for (const token of tokens) {
    current = stepInto(current, token);
    if (current === undefined || startsResource(current)) return undefined;
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
