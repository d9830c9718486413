import type { SchemaObject } from "./corpus.js";

/** One step of a path into a value or a schema: an object key or an array index. */
export type PathSegment = string | number;

/** Whether `value` is a schema object (not a boolean schema, not an array). */
export function isSchemaObject(value: unknown): value is SchemaObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Whether `value` is a plain JSON object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isSchemaObject(value);
}

/** Reads an own property only, so keys such as `__proto__` or `constructor` never reach the prototype. */
export function own(object: SchemaObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** A local `$ref` (`#`, `#/$defs/x`, JSON-pointer and percent escapes) as schema path segments, or `undefined`. */
export function refPath(ref: unknown): string[] | undefined {
  if (typeof ref !== "string" || !ref.startsWith("#")) return undefined;
  if (ref === "#") return [];
  if (!ref.startsWith("#/")) return undefined; // anchors (#foo) are not followed
  try {
    return ref
      .slice(2)
      .split("/")
      .map((s) => decodeURIComponent(s).replaceAll("~1", "/").replaceAll("~0", "~"));
  } catch {
    return undefined;
  }
}

/** The schema at `path` inside `root`, or `undefined`. */
export function schemaAt(root: unknown, path: readonly string[]): unknown {
  let node: unknown = root;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isSchemaObject(node)) node = own(node, segment);
    else return undefined;
  }
  return node;
}

/** `path` as a URI fragment JSON pointer (`#/properties/a~1b`). */
export function pointerOf(path: readonly PathSegment[]): string {
  return `#${path.map((s) => `/${encodeURIComponent(String(s).replaceAll("~", "~0").replaceAll("/", "~1"))}`).join("")}`;
}

/** The declared `type` names of a schema node (a string or an array), or `undefined`. */
export function typeNames(node: SchemaObject): string[] | undefined {
  const type = own(node, "type");
  if (typeof type === "string") return [type];
  if (Array.isArray(type) && type.every((t) => typeof t === "string")) return type;
  return undefined;
}
