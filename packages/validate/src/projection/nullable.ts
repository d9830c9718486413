import { declaredTypes } from "@tool-input/json";
import type { TargetRules } from "./target-rules.js";

type Node = Readonly<Record<string, unknown>>;

/** `node` with a `nullable: true` beside its `type` written into the type, as `declaredTypes` reads it. */
export function nullableAsType(node: Node): Node {
  if (node.nullable !== true || node.type === undefined) return node;
  const { nullable: _nullable, ...rest } = node;
  return { ...rest, type: declaredTypes(node) };
}

/**
 * Whether a projected node accepts `null` (projected nodes have no `allOf`; a `$ref` to a
 * definition does not, since a definition that takes `null` is refused).
 */
export function acceptsNull(node: Node): boolean {
  if (node.nullable === true || node.type === "null") return true;
  if (Array.isArray(node.anyOf)) return node.anyOf.some((branch) => acceptsNull(branch as Node));
  if (Array.isArray(node.type) && !node.type.includes("null")) return false;
  if (Array.isArray(node.enum)) return node.enum.includes(null);
  if ("const" in node) return node.const === null;
  return Array.isArray(node.type);
}

/** `node` widened to accept `null` as well, in the target's way of writing it. */
export function withNull(node: Node, rules: TargetRules): Record<string, unknown> {
  if (acceptsNull(node)) return { ...node };
  if (rules.nullAs === "nullable") {
    // Gemini takes `enum` as strings only, so `null` is not added to it: `nullable` says it.
    return { ...node, nullable: true };
  }
  if (typeof node.type === "string" && !Array.isArray(node.enum) && !("const" in node)) {
    return { ...node, type: [node.type, "null"] };
  }
  if (Array.isArray(node.anyOf)) return { ...node, anyOf: [...node.anyOf, { type: "null" }] };
  const { description, ...rest } = node;
  const anyOf = [rest, { type: "null" }];
  return description === undefined ? { anyOf } : { description, anyOf };
}
