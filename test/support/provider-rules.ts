// Checkers written from the providers' published rules, for the targets whose SDKs carry none
// (OpenAI's is the Agents SDK's own strict-schema converter, used directly by the tests).
// - Gemini: the Gemini API reference, "Schema" (a select subset of the OpenAPI 3.0 schema object:
//   type, format, title, description, nullable, enum, maxItems, minItems, properties, required,
//   minProperties, maxProperties, minLength, maxLength, pattern, example, anyOf, propertyOrdering,
//   default, items, minimum, maximum), and "FunctionDeclaration" for the name.
// - Anthropic: "Structured outputs", section "JSON Schema limitations" (strict tool use):
//   `additionalProperties: false` on every object; no recursive schemas; no numerical
//   constraints, no string length constraints; `minItems` of 0 or 1 only; a listed set of formats.
import { isSchemaObject } from "./schema-node.js";

const geminiFields = new Set([
  "type",
  "format",
  "title",
  "description",
  "nullable",
  "enum",
  "maxItems",
  "minItems",
  "properties",
  "required",
  "minProperties",
  "maxProperties",
  "minLength",
  "maxLength",
  "pattern",
  "example",
  "anyOf",
  "propertyOrdering",
  "default",
  "items",
  "minimum",
  "maximum",
]);
const geminiTypes = new Set(["string", "number", "integer", "boolean", "array", "object"]);
const anthropicFormats = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "uri",
  "ipv4",
  "ipv6",
  "uuid",
]);
const anthropicRefused = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "maxItems",
];

/** Every place in `schema` that breaks Gemini's rules, as `path: what`. */
export function geminiProblems(schema: unknown, path = "#"): string[] {
  if (!isSchemaObject(schema)) return [`${path}: not a schema object`];
  const problems = Object.keys(schema)
    .filter((key) => !geminiFields.has(key))
    .map((key) => `${path}: field \`${key}\``);
  if ("anyOf" in schema) {
    (schema.anyOf as unknown[]).forEach((branch, i) => {
      problems.push(...geminiProblems(branch, `${path}/anyOf/${i}`));
    });
  } else if (typeof schema.type !== "string" || !geminiTypes.has(schema.type)) {
    problems.push(`${path}: type ${JSON.stringify(schema.type)}`);
  }
  if (
    "enum" in schema &&
    (schema.type !== "string" || !(schema.enum as unknown[]).every((v) => typeof v === "string"))
  ) {
    problems.push(`${path}: enum of non-strings`);
  }
  if (schema.type === "array" && !isSchemaObject(schema.items))
    problems.push(`${path}: array without items`);
  if (isSchemaObject(schema.items)) problems.push(...geminiProblems(schema.items, `${path}/items`));
  for (const [key, child] of Object.entries((schema.properties ?? {}) as object)) {
    problems.push(...geminiProblems(child, `${path}/properties/${key}`));
  }
  const declared = Object.keys((schema.properties ?? {}) as object);
  for (const key of (schema.required ?? []) as string[]) {
    if (!declared.includes(key)) problems.push(`${path}: requires undeclared \`${key}\``);
  }
  return problems;
}

/** Every place in `schema` that breaks Anthropic's strict tool-use rules, as `path: what`. */
export function anthropicProblems(
  schema: unknown,
  path = "#",
  seen = new Set<unknown>(),
): string[] {
  if (!isSchemaObject(schema)) return [`${path}: not a schema object`];
  if (seen.has(schema)) return [`${path}: recursive`];
  const problems: string[] = [];
  if ("$ref" in schema) problems.push(`${path}: a $ref left in`);
  for (const keyword of anthropicRefused)
    if (keyword in schema) problems.push(`${path}: \`${keyword}\``);
  if (typeof schema.minItems === "number" && schema.minItems > 1)
    problems.push(`${path}: minItems ${schema.minItems}`);
  if (typeof schema.format === "string" && !anthropicFormats.has(schema.format))
    problems.push(`${path}: format ${schema.format}`);
  const isObject =
    schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
  if (isObject && schema.additionalProperties !== false) problems.push(`${path}: an open object`);
  const inner = new Set(seen).add(schema);
  for (const [key, child] of Object.entries((schema.properties ?? {}) as object)) {
    problems.push(...anthropicProblems(child, `${path}/properties/${key}`, inner));
  }
  if (schema.items !== undefined)
    problems.push(...anthropicProblems(schema.items, `${path}/items`, inner));
  ((schema.anyOf ?? []) as unknown[]).forEach((branch, i) => {
    problems.push(...anthropicProblems(branch, `${path}/anyOf/${i}`, inner));
  });
  return problems;
}
