import { acceptsNull } from "./nullable.js";

type Node = Readonly<Record<string, unknown>>;

/**
 * Whether the projected `node` may accept `value`, looking at its `type`, `const` and `enum`, an
 * object's required and declared keys, and the same for the values of its keys, one level down.
 * It never says no to a value the node accepts; it may say yes to one that fails a keyword it
 * does not look at (a `pattern`, a key deeper down). A `$ref` is followed through `definition`,
 * and may take anything where that does not know it.
 */
export function mayTake(
  node: Node,
  value: unknown,
  depth = 1,
  definition?: (ref: string) => Node | undefined,
): boolean {
  if (value === null) return acceptsNull(node);
  // A definition does not take `null` (docs/providers.md, "Recursive schemas"); a reference back
  // with no object between is refused, so following references ends.
  if (typeof node.$ref === "string") {
    const target = definition?.(node.$ref);
    return target === undefined || mayTake(target, value, depth, definition);
  }
  if (Array.isArray(node.anyOf)) {
    return node.anyOf.some((branch) => isNode(branch) && mayTake(branch, value, depth, definition));
  }
  if (!typeTakes(node.type, value)) return false;
  if (typeof value !== "object") {
    if ("const" in node && node.const !== value) return false;
    return !Array.isArray(node.enum) || node.enum.includes(value);
  }
  if (Array.isArray(value) || !isNode(node.properties)) return true;
  const declared = node.properties;
  if (Array.isArray(node.required)) {
    for (const key of node.required) {
      if (typeof key === "string" && !Object.hasOwn(value, key)) return false;
    }
  }
  const keys = Object.keys(value);
  if (node.additionalProperties === false && keys.some((key) => !Object.hasOwn(declared, key))) {
    return false;
  }
  if (depth === 0) return true;
  return keys.every((key) => {
    const below = Object.hasOwn(declared, key) ? declared[key] : undefined;
    return !isNode(below) || mayTake(below, (value as Node)[key], depth - 1, definition);
  });
}

function typeTakes(type: unknown, value: unknown): boolean {
  if (type === undefined) return true;
  const types = Array.isArray(type) ? type : [type];
  return types.some((one) => {
    if (one === "integer") return Number.isInteger(value);
    if (one === "object") return typeof value === "object" && !Array.isArray(value);
    if (one === "array") return Array.isArray(value);
    return typeof value === one;
  });
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
