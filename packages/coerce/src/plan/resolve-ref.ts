import type { JsonSchema } from "../types.js";

/**
 * Resolves a local `$ref` (`#`, `#/$defs/a`, `#/definitions/a~1b`, percent-encoded pointers,
 * or the root's own `$id` followed by a fragment) against the root schema. Returns `undefined`
 * for anything it cannot follow: remote references, plain-name anchors, missing targets, and
 * pointers that enter a nested `$id` resource (its references would resolve against another
 * base URI: docs/coercion.md, "Schema support").
 */
export function resolveRef(root: JsonSchema, ref: string): JsonSchema | undefined {
  const fragment = localFragment(root, ref);
  if (fragment === undefined) return undefined;
  let pointer: string;
  try {
    pointer = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  if (pointer === "") return root;
  if (!pointer.startsWith("/")) return undefined;
  let current: unknown = root;
  for (const raw of pointer.slice(1).split("/")) {
    // RFC 6901: "~1" is "/", "~0" is "~", decoded in that order.
    const token = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    current = step(current, token);
    if (current === undefined || startsResource(current)) return undefined;
  }
  return typeof current === "boolean" || (typeof current === "object" && current !== null)
    ? (current as JsonSchema)
    : undefined;
}

/** Whether a schema object starts a new resource: it has an `$id` that is not a bare anchor. */
export function startsResource(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const id: unknown = (schema as Record<string, unknown>).$id;
  return typeof id === "string" && !id.startsWith("#");
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

function step(current: unknown, token: string): unknown {
  if (typeof current !== "object" || current === null) return undefined;
  if (Array.isArray(current)) {
    if (!/^(?:0|[1-9][0-9]*)$/.test(token)) return undefined;
    return current[Number(token)];
  }
  // Own keys only: "#/__proto__" must not reach Object.prototype.
  return Object.hasOwn(current, token) ? (current as Record<string, unknown>)[token] : undefined;
}
