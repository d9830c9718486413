import { printedName, printedParameterPath, valueSpan } from "@tool-input/format";
import type { ValidateOptions } from "../types.js";
import { jsonPrefix } from "./json-prefix.js";

/** Longest parameters line, in characters; past it the rest are counted (`…and 4 more`). */
export const MAX_PARAMETERS_LINE = 400;
/** Most enum values shown; a longer list is shown as its type alone. */
const MAX_ENUM_VALUES = 6;
/** Most nested keys named for one object parameter. */
const MAX_NESTED_KEYS = 6;
/** Most root parameters looked at. */
const MAX_PARAMETERS = 50;

type Node = Readonly<Record<string, unknown>>;

function nodeOf(value: unknown): Node | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

/** JSON Schema's types and their plurals; a `type` that is none of them is no type word. */
const PLURAL: ReadonlyMap<string, string> = new Map([
  ["string", "strings"],
  ["number", "numbers"],
  ["integer", "integers"],
  ["boolean", "booleans"],
  ["object", "objects"],
  ["array", "arrays"],
  ["null", "nulls"],
]);

function isTypeName(value: unknown): value is string {
  return typeof value === "string" && PLURAL.has(value);
}

/**
 * Most schema nodes read for one node's type words, and how deep `anyOf`/`oneOf` are followed:
 * an in-memory schema can share one sub-object between branches, which a walk would read once
 * per path (2^30 times for 30 nested `anyOf: [n, n]`), or hold a cycle.
 */
const MAX_TYPE_NODES = 64;
const MAX_TYPE_DEPTH = 8;

/** The type words of a node: `string`, `string or null`, or `undefined` when it names none. */
function typeWords(node: Node): string | undefined {
  const types = new Set<string>();
  const named = addTypes(node, types, { left: MAX_TYPE_NODES }, 0) && types.size > 0;
  return named ? [...types].join(" or ") : undefined;
}

/** Adds the types `node` names to `types`; `false` when a branch names none or the bounds are met. */
function addTypes(node: Node, types: Set<string>, nodes: { left: number }, depth: number): boolean {
  if (nodes.left-- <= 0 || depth > MAX_TYPE_DEPTH) return false;
  const type = node.type;
  // Only JSON Schema's own words: a schema's text is never printed unescaped.
  if (isTypeName(type)) {
    types.add(type);
    return true;
  }
  if (Array.isArray(type) && type.every(isTypeName)) {
    for (const t of type) types.add(t);
    return true;
  }
  const branches = node.anyOf ?? node.oneOf;
  if (!Array.isArray(branches)) return false;
  for (const branch of branches) {
    const inner = nodeOf(branch);
    if (inner === undefined || !addTypes(inner, types, nodes, depth + 1)) return false;
  }
  return true;
}

/** `` `a`, `b` `` for the first keys of an object node, or `undefined` when it declares none. */
function keysOf(node: Node | undefined): string | undefined {
  const properties = nodeOf(node?.properties);
  if (properties === undefined) return undefined;
  const keys = Object.keys(properties);
  if (keys.length === 0) return undefined;
  const shown = keys.slice(0, MAX_NESTED_KEYS).map((key) => parameterSpan(key, 40));
  return keys.length > MAX_NESTED_KEYS ? `${shown.join(", ")}, …` : shown.join(", ");
}

/** What one parameter is, in words: `string`, `array of objects with `a``, `one of `x`, `y``. */
function describe(node: Node): string | undefined {
  const type = typeWords(node);
  const values = node.enum;
  const parts: string[] = [];
  if (type === "array") {
    const items = nodeOf(node.items) ?? nodeOf(node.prefixItems);
    const keys = keysOf(items);
    const itemType = items === undefined ? undefined : typeWords(items);
    const plural = itemType === undefined ? undefined : PLURAL.get(itemType);
    if (keys !== undefined) parts.push(`array of objects with ${keys}`);
    else if (plural !== undefined) parts.push(`array of ${plural}`);
    else parts.push("array");
  } else if (type === "object" || (type === undefined && node.properties !== undefined)) {
    const keys = keysOf(node);
    parts.push(keys === undefined ? "object" : `object with ${keys}`);
  } else if (type !== undefined) {
    parts.push(type);
  }
  if (Array.isArray(values) && values.length > 0 && values.length <= MAX_ENUM_VALUES) {
    parts.push(`one of ${values.map((value) => valueSpan(valueText(value), 40)).join(", ")}`);
  } else if (Object.hasOwn(node, "const")) {
    parts.push(`always ${valueSpan(valueText(node.const), 40)}`);
  }
  return parts.length === 0 ? undefined : parts.join(", ");
}

/**
 * The tool's parameters as one compact line, rendered from its `inputSchema` (docs/messages.md,
 * "Repeated mistakes"): ``edit_file takes `path` (string, required), `dryRun` (boolean)``;
 * bounded by `MAX_PARAMETERS_LINE`, the tool's name cut at `options.maxNameLength`. `undefined`
 * when the schema declares no parameters or cannot be read (a getter or Proxy trap that throws).
 * Never throws.
 */
export function parametersLine(
  name: string,
  tool: { readonly inputSchema?: unknown },
  options?: ValidateOptions,
): string | undefined {
  try {
    return lineOf(printedName(String(name), options), tool.inputSchema);
  } catch {
    return undefined;
  }
}

/** The line for `schema`, headed by `toolName` (as printed). */
function lineOf(toolName: string, schema: unknown): string | undefined {
  const root = nodeOf(schema);
  const properties = nodeOf(root?.properties);
  if (properties === undefined) return undefined;
  const required = Array.isArray(root?.required) ? root.required : [];
  const keys = Object.keys(properties);
  if (keys.length === 0) return `${toolName} takes no parameters`;
  const head = `${toolName} takes `;
  const parts: string[] = [];
  let length = head.length;
  for (const key of keys.slice(0, MAX_PARAMETERS)) {
    const part = partOf(key, nodeOf(properties[key]) ?? {}, required.includes(key), length);
    if (part === undefined) break;
    parts.push(part);
    length += part.length + 2;
  }
  const rest = keys.length - parts.length;
  return `${head}${parts.join(", ")}${rest > 0 ? `, …and ${rest} more` : ""}`;
}

/**
 * One parameter's part of a line `length` long so far: described; where that would pass
 * `MAX_PARAMETERS_LINE`, with its type words alone, then with its name alone (and `required`), so
 * a long description never leaves the line naming nothing; `undefined` when none fits.
 */
function partOf(key: string, node: Node, required: boolean, length: number): string | undefined {
  const name = parameterSpan(key, 60);
  for (const description of [describe(node), typeWords(node), undefined]) {
    const words = [description, required ? "required" : undefined].filter((w) => w !== undefined);
    const part = words.length === 0 ? name : `${name} (${words.join(", ")})`;
    if (length + part.length + 2 <= MAX_PARAMETERS_LINE) return part;
  }
  return undefined;
}

/**
 * `key` as the other lines name a parameter (docs/messages.md, "Escaping and long names"): an
 * empty key, or one holding `.` or a character they escape, as a JSON string in brackets.
 */
function parameterSpan(key: string, max: number): string {
  return `\`${printedParameterPath([key], { maxNameLength: max })}\``;
}

/** A value as the enum lines show it: a string as itself, anything else as JSON (its first characters). */
function valueText(value: unknown): string {
  return typeof value === "string" ? value : jsonPrefix(value, 80);
}
