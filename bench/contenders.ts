import {
  Validator as CfworkerValidator,
  type Schema,
  type SchemaDraft,
} from "@cfworker/json-schema";
import { validator as schemasafe } from "@exodus/schemasafe";
import type { JsonSchema } from "@tool-input/coerce";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import { Value } from "typebox/value";
import { z } from "zod4";

/** A validator built from one JSON Schema: whether `input` is valid. */
export type Check = (input: unknown) => boolean;

/** A mutating coercer's repair, with the copy a harness that keeps the model's input needs. */
export type Repair = (input: Record<string, unknown>) => unknown;

function cfworkerDraft(schema: JsonSchema): SchemaDraft {
  const dialect = typeof schema === "object" ? String(schema.$schema ?? "") : "";
  if (dialect.includes("draft-07") || dialect.includes("draft-06")) return "7";
  if (dialect.includes("draft-04")) return "4";
  if (dialect.includes("2019-09")) return "2019-09";
  return "2020-12";
}

/**
 * The validators a harness author might pick instead of Ajv, each built from the schema as the
 * server sent it; `undefined` where one refuses the schema.
 */
export const validators: Readonly<Record<string, (schema: JsonSchema) => Check | undefined>> = {
  "@cfworker/json-schema": (schema) => {
    const checker = new CfworkerValidator(schema as Schema, cfworkerDraft(schema), true);
    return (input) => checker.validate(input).valid;
  },
  "@exodus/schemasafe": (schema) => {
    const check = schemasafe(schema as never, { mode: "lax" });
    return (input) => check(input as never);
  },
  "TypeBox Compile": (schema) => {
    const compiled = Compile(schema as unknown as TSchema);
    return (input) => compiled.Check(input);
  },
  "zod 4 fromJSONSchema": (schema) => {
    const parsed = z.fromJSONSchema(schema as never);
    return (input) => parsed.safeParse(input).success;
  },
};

/** Builds `name`'s check of `schema`, or `undefined` when it throws (refuses the schema). */
export function tryBuild(
  build: (schema: JsonSchema) => Check | undefined,
  schema: JsonSchema,
): Check | undefined {
  try {
    return build(schema);
  } catch {
    return undefined;
  }
}

// The copy a user of a mutating coercer must make of every input (the harness keeps the model's
// input for the transcript): a JSON round trip, the cheapest general deep copy for JSON data here.
const copy = (input: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(input)) as Record<string, unknown>;

/** Ajv `coerceTypes` after the copy: its coerced copy, or `undefined` when it still rejects. */
export function coerceTypesRepair(validate: (data: unknown) => boolean): Repair {
  return (input) => {
    const data = copy(input);
    return validate(data) ? data : undefined;
  };
}

/** TypeBox `Value.Convert` on a clone, then `Value.Check`. */
export function typeboxRepair(schema: JsonSchema): Repair {
  const typed = schema as unknown as TSchema;
  return (input) => {
    const converted = Value.Convert(typed, Value.Clone(input));
    return Value.Check(typed, converted) ? converted : undefined;
  };
}
