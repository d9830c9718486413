import type { SchemaObject } from "./corpus.js";
import { isPlainObject, isSchemaObject, own } from "./schema-node.js";
import { simplify } from "./string-rejecting.js";
import { isValid } from "./valid-input.js";

/** One mistake of the second family (issue 19) made on a valid input, and what undoes it. */
export interface Mistake {
  /** The input with the mistake. */
  readonly input: Record<string, unknown>;
  /** The value the pipeline must return (for markup: under `markup: "split"`). */
  readonly expected: Record<string, unknown>;
  /** The rule of each coercion expected, by its path (`JSON.stringify(path)`). */
  readonly rules: Readonly<Record<string, string>>;
  /** For leaked markup: the exact rejection message under the default `markup: "reject"`. */
  readonly rejection?: string;
}

const plainName = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Root keywords that can make a key's presence matter beyond `required`.
const presenceKeywords = [
  "anyOf",
  "oneOf",
  "allOf",
  "if",
  "dependentRequired",
  "dependencies",
  "minProperties",
  "not",
];

function propertiesOf(schema: SchemaObject): Record<string, unknown> {
  const properties = own(schema, "properties");
  return isSchemaObject(properties) ? (properties as Record<string, unknown>) : {};
}

function requiredOf(schema: SchemaObject): string[] {
  const required = own(schema, "required");
  return Array.isArray(required) ? (required as string[]) : [];
}

/** Whether the property's schema surely refuses `null` (a plain `type` without it, no union). */
function refusesNull(property: unknown, root: SchemaObject): boolean {
  const node = simplify(property, root);
  if (node === undefined || !node.declared || !isSchemaObject(property)) return false;
  if (own(property, "anyOf") !== undefined || own(property, "oneOf") !== undefined) return false;
  const target = node.node;
  const type = own(target, "type");
  const types = Array.isArray(type) ? type : [type];
  if (types.includes("null") || own(target, "nullable") === true) return false;
  const values = own(target, "enum");
  return !(Array.isArray(values) && values.includes(null));
}

/** `null` for every optional key whose schema refuses null: each removed by rule `omit`. */
export function nullForOptionalKeys(
  input: Record<string, unknown>,
  schema: SchemaObject,
): Mistake | undefined {
  if (presenceKeywords.some((k) => own(schema, k) !== undefined)) return undefined;
  const required = requiredOf(schema);
  const keys = Object.keys(propertiesOf(schema)).filter(
    (key) => !required.includes(key) && refusesNull(propertiesOf(schema)[key], schema),
  );
  if (keys.length === 0) return undefined;
  const expected = Object.fromEntries(Object.entries(input).filter(([k]) => !keys.includes(k)));
  if (!isValid(schema, expected)) return undefined;
  const sent = { ...input, ...Object.fromEntries(keys.map((k) => [k, null])) };
  return {
    input: sent,
    expected,
    rules: Object.fromEntries(keys.map((k) => [JSON.stringify([k]), "omit"])),
  };
}

/** The top-level structures of `input` at nodes that refuse strings and take that structure. */
function structures(input: Record<string, unknown>, schema: SchemaObject): string[] {
  const properties = propertiesOf(schema);
  return Object.keys(input).filter((key) => {
    const value = input[key];
    const node = Object.hasOwn(properties, key) ? simplify(properties[key], schema) : undefined;
    const type = Array.isArray(value) ? "array" : isPlainObject(value) ? "object" : undefined;
    return type !== undefined && node?.rejectsStrings === true && node.types.has(type);
  });
}

/** Each array and object argument sent as its Python repr (rule `python`, or `json` when the repr is JSON). */
export function pythonReprs(
  input: Record<string, unknown>,
  schema: SchemaObject,
): Mistake | undefined {
  const rules: Record<string, string> = {};
  const sent: Record<string, unknown> = { ...input };
  for (const key of structures(input, schema)) {
    const text = pythonRepr(input[key]);
    if (text === undefined) continue;
    sent[key] = text;
    rules[JSON.stringify([key])] = isJson(text) ? "json" : "python";
  }
  return Object.keys(rules).length === 0 ? undefined : { input: sent, expected: input, rules };
}

/** Each array and object argument sent as JSON in one ```` ```json ```` fence (rule `json`). */
export function fencedCopies(
  input: Record<string, unknown>,
  schema: SchemaObject,
): Mistake | undefined {
  const keys = structures(input, schema);
  if (keys.length === 0) return undefined;
  const sent = { ...input };
  for (const key of keys) sent[key] = `\`\`\`json\n${JSON.stringify(input[key])}\n\`\`\``;
  return {
    input: sent,
    expected: input,
    rules: Object.fromEntries(keys.map((k) => [JSON.stringify([k]), "json"])),
  };
}

/** Each array argument sent as its first item alone (rule `wrap`), where one item is valid. */
export function loneItems(
  input: Record<string, unknown>,
  schema: SchemaObject,
): Mistake | undefined {
  const properties = propertiesOf(schema);
  const sent = { ...input };
  const expected = { ...input };
  const rules: Record<string, string> = {};
  for (const key of structures(input, schema)) {
    const value = input[key];
    const node = simplify(properties[key], schema);
    if (!Array.isArray(value) || value.length === 0 || node === undefined) continue;
    const item: unknown = value[0];
    const type =
      item === null
        ? "null"
        : Array.isArray(item)
          ? "array"
          : isPlainObject(item)
            ? "object"
            : typeof item;
    if (
      type === "null" ||
      type === "array" ||
      node.types.has(type) ||
      (type === "number" && node.types.has("integer"))
    )
      continue;
    if (
      typeof item === "string" &&
      (/[,;\n\r]/.test(item) || /^\s*[[{(]/.test(item) || item.includes("```"))
    )
      continue;
    // The item's own schema must say it takes the item (a union there is not followed).
    const itemNode = simplify(own(node.node, "items"), schema);
    const takes =
      itemNode?.types.has(type) || (type === "number" && itemNode?.types.has("integer"));
    if (itemNode === undefined || !takes) continue;
    sent[key] = item;
    expected[key] = [item];
    rules[JSON.stringify([key])] = "wrap";
  }
  if (Object.keys(rules).length === 0 || !isValid(schema, expected)) return undefined;
  return { input: sent, expected, rules };
}

/** Whether the property is a plain string parameter (no enum, pattern, format or length). */
function plainString(property: unknown, root: SchemaObject): boolean {
  const node = simplify(property, root);
  if (node === undefined || !node.declared || node.types.size !== 1 || !node.types.has("string"))
    return false;
  return ["enum", "const", "pattern", "format", "minLength", "maxLength"].every(
    (k) => own(node.node, k) === undefined,
  );
}

/** The second of two string parameters leaked into the first one's text as `<parameter name="…">` markup. */
export function leakedMarkup(
  input: Record<string, unknown>,
  schema: SchemaObject,
  toolName: string,
): Mistake | undefined {
  const properties = propertiesOf(schema);
  const names = Object.keys(input).filter(
    (key) =>
      plainName.test(key) &&
      Object.hasOwn(properties, key) &&
      plainString(properties[key], schema) &&
      typeof input[key] === "string",
  );
  const holder = names.find(
    (key) => !/[\r\n]$/.test(input[key] as string) && !(input[key] as string).includes("</"),
  );
  const moved = names.find(
    (key) => key !== holder && /^[^\n\r][\s\S]*[^\s>]$/.test(input[key] as string),
  );
  if (holder === undefined || moved === undefined) return undefined;
  const { [moved]: text, ...rest } = input;
  const leaked = `${input[holder]}</parameter>\n<parameter name="${moved}">${text}`;
  return {
    input: { ...rest, [holder]: leaked },
    expected: input,
    rules: { [JSON.stringify([holder])]: "markup" },
    rejection: `${toolName} failed due to the following issue:\nThe parameter \`${holder}\` ends with tool-call markup that starts the parameter \`${moved}\`; send \`${moved}\` as its own parameter`,
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Python's repr of a JSON value, or `undefined` when a number has no plain decimal spelling. */
function pythonRepr(value: unknown): string | undefined {
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") {
    const text = String(value === 0 ? 0 : value);
    return /^-?\d+(\.\d+)?$/.test(text) && text.replace(/^-?0*\.?/, "").length <= 15
      ? text
      : undefined;
  }
  if (typeof value === "string") return reprString(value);
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = pythonRepr(item);
      if (text === undefined) return undefined;
      parts.push(text);
    }
    return `[${parts.join(", ")}]`;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const text = pythonRepr(item);
    if (text === undefined) return undefined;
    parts.push(`${reprString(key)}: ${text}`);
  }
  return `{${parts.join(", ")}}`;
}

function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\" || char === quote) out += `\\${char}`;
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else if (code >= 0xd800 && code <= 0xdfff) out += `\\u${code.toString(16)}`;
    else out += char;
  }
  return out + quote;
}
