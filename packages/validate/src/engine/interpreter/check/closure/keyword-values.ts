import { ClosureUnsupported } from "./closure-unsupported.js";

/** A schema object, read only through its own properties. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** The value of `node`'s own `keyword` (never an inherited one), or `undefined`. */
export function own(node: SchemaNode, keyword: string): unknown {
  return Object.hasOwn(node, keyword) ? node[keyword] : undefined;
}

function refuse(keyword: string, shape: string): never {
  throw new ClosureUnsupported(`its ${keyword} is not ${shape}`);
}

/** A number keyword (`minimum`, `multipleOf`, …), or `undefined` when absent. */
export function numberValue(node: SchemaNode, keyword: string): number | undefined {
  const value = own(node, keyword);
  if (value === undefined) return undefined;
  return typeof value === "number" && Number.isFinite(value) ? value : refuse(keyword, "a number");
}

/** A count keyword (`minLength`, `maxItems`, …): a non-negative integer, or `undefined`. */
export function countValue(node: SchemaNode, keyword: string): number | undefined {
  const value = numberValue(node, keyword);
  if (value === undefined) return undefined;
  return Number.isInteger(value) && value >= 0 ? value : refuse(keyword, "a count");
}

/** A list of strings (`required`, a `dependentRequired` entry), or `undefined`. */
export function namesValue(value: unknown, keyword: string): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((name) => typeof name === "string")) {
    return refuse(keyword, "a list of names");
  }
  return value as string[];
}

/** A list of subschemas (`allOf`, `prefixItems`, …), or `undefined`. */
export function schemaList(node: SchemaNode, keyword: string): readonly unknown[] | undefined {
  const value = own(node, keyword);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : refuse(keyword, "a list of schemas");
}

/** A map of names to values (`properties`, `dependencies`, …), or `undefined`. */
export function schemaMapValue(node: SchemaNode, keyword: string): SchemaNode | undefined {
  const value = own(node, keyword);
  if (value === undefined) return undefined;
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as SchemaNode)
    : refuse(keyword, "an object");
}

// Ajv skips a `__proto__` entry of `properties`, `patternProperties` and `dependencies`
// (`allSchemaProperties` in its vocabularies/code.ts), so the closures do too.
/** The names of a schema map as Ajv reads them (own keys, `__proto__` left out). */
export function schemaNames(map: SchemaNode): string[] {
  return Object.keys(map).filter((name) => name !== "__proto__");
}
