import { readField } from "@tool-input/json";

/** Where a function tool sits: its own name and, in a `toolNamespace`, the namespace's. */
export interface ToolPlace {
  readonly name: string;
  readonly namespace?: string;
}

/**
 * The name the SDK finds and names a function tool or call by (docs/frameworks.md, "The call"):
 * `github.search` for `search` in namespace `github`, the name alone outside one (or in a
 * namespace of its own name, the SDK's deferred top-level tool), so two namespaces' `search` are
 * two tools.
 */
export function qualifiedName(place: ToolPlace): string {
  const { name, namespace } = place;
  return namespace === undefined || namespace === name ? name : `${namespace}.${name}`;
}

/** The place of `tool` or call `name`: its `namespace` read where it is a non-empty string. Never throws. */
export function placeOf(name: string, item: unknown): ToolPlace {
  const namespace = readField(item, "namespace");
  return typeof namespace === "string" && namespace !== "" ? { name, namespace } : { name };
}
