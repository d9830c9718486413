import { cappedIssuesFromAjv, type Issues } from "@tool-input/format";
import { declaredTypes, isOfType, jsonTypeNames, jsonTypeOf } from "@tool-input/json";
import { heldValue } from "../arguments/held-value.js";

/**
 * Where no engine checks the input (a schema that cannot compile), the issues of an input whose
 * own type the root's `type` refuses, with the line a compiled schema gives it, or `undefined`
 * (docs/pipeline.md, "Schemas that cannot compile"): arguments text that did not read as an
 * object is never passed on as a string. Read only where `type` is well formed (JSON Schema's
 * seven names), as a schema broken elsewhere still says it plainly.
 */
export function rootTypeIssues(
  schema: unknown,
  value: unknown,
  maxDepth: number | undefined,
): Issues | undefined {
  const allowed = typeNames(schema);
  const held = heldValue(schema, value) ?? value;
  // Only the type of a value JSON can hold is read.
  if (allowed === undefined || jsonTypeOf(held) === undefined) return undefined;
  if (allowed.some((type) => isOfType(held, type))) return undefined;
  const type = (schema as { type: unknown }).type;
  const error = {
    keyword: "type",
    instancePath: "",
    schemaPath: "#/type",
    params: { type: allowed.join(",") },
    schema: type,
    parentSchema: schema,
  };
  return cappedIssuesFromAjv([error], held, 1, { schema, coercion: { maxDepth } }).issues;
}

function typeNames(schema: unknown): readonly string[] | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  // OpenAPI's `nullable: true` adds `null`, as Ajv reads it (docs/pipeline.md, "Engines").
  const names = declaredTypes(schema as Readonly<Record<string, unknown>>);
  if (names.length === 0 || !names.every((name) => jsonTypeNames.includes(name as string))) {
    return undefined;
  }
  return names as string[];
}
