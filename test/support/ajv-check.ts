import { Ajv, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { SchemaObject } from "./corpus.js";
import { isSchemaObject, type PathSegment, pointerOf } from "./schema-node.js";

// ajv-formats is CommonJS: its default export is the plugin, under NodeNext types too.
const addFormats = addFormatsModule as unknown as (ajv: Ajv | Ajv2019 | Ajv2020) => void;

/** An Ajv instance of any dialect. */
export type AnyAjv = Ajv | Ajv2019 | Ajv2020;

/** A plain Ajv for `dialect` with ajv-formats and `extra` options: none of the engines' code. */
export function makeAjv(
  dialect: "draft-07" | "2019-09" | "2020-12",
  extra: Record<string, unknown> = {},
): AnyAjv {
  // logger: false keeps "unknown format ignored" warnings of real schemas out of test output.
  const options = { strict: false, allErrors: false, logger: false as const, ...extra };
  const ajv =
    dialect === "draft-07"
      ? new Ajv(options)
      : dialect === "2019-09"
        ? new Ajv2019(options)
        : new Ajv2020(options);
  addFormats(ajv);
  return ajv;
}

const ajvs = {
  "draft-07": makeAjv("draft-07"),
  "2019-09": makeAjv("2019-09"),
  "2020-12": makeAjv("2020-12"),
};

interface Registered {
  readonly ajv: AnyAjv;
  readonly key: string;
}

const registered = new WeakMap<object, Registered | null>();
let counter = 0;

/** The dialects to try for a schema: its `$schema`, or 2020-12 then draft-07 when it has none. */
function dialectsFor(schema: SchemaObject): ("draft-07" | "2019-09" | "2020-12")[] {
  const declared = typeof schema.$schema === "string" ? schema.$schema : "";
  if (/draft-0[467]/.test(declared)) return ["draft-07"];
  if (declared.includes("2019-09")) return ["2019-09"];
  if (declared.includes("2020-12")) return ["2020-12"];
  return ["2020-12", "draft-07"];
}

/** Adds `schema` to the Ajv of its dialect under a fresh key; `null` when it compiles under none. */
function register(schema: SchemaObject): Registered | null {
  const known = registered.get(schema);
  if (known !== undefined) return known;
  let result: Registered | null = null;
  for (const dialect of dialectsFor(schema)) {
    const ajv = ajvs[dialect];
    counter += 1;
    const key = `https://tool-input.test/schema/${counter}`;
    // A root $id would replace our key as the base URI; fragments are resolved against the key.
    const { $id: _id, ...withoutId } = schema;
    try {
      ajv.addSchema(withoutId, key);
      if (ajv.getSchema(key) === undefined) throw new Error("not compiled");
      result = { ajv, key };
      break;
    } catch {
      ajv.removeSchema(key);
    }
  }
  registered.set(schema, result);
  return result;
}

function validatorAt(schema: SchemaObject, path: readonly PathSegment[]): ValidateFunction | null {
  const reg = register(schema);
  if (reg === null) return null;
  try {
    return reg.ajv.getSchema(path.length === 0 ? reg.key : `${reg.key}${pointerOf(path)}`) ?? null;
  } catch {
    return null;
  }
}

/** Whether `schema` compiles with Ajv (its dialect, `strict: false`, ajv-formats). */
export function compiles(schema: unknown): boolean {
  return typeof schema === "boolean" || (isSchemaObject(schema) && register(schema) !== null);
}

/** Whether real Ajv (dialect from `$schema`, `strict: false`, ajv-formats) accepts `input`. */
export function isValid(schema: unknown, input: unknown): boolean {
  if (typeof schema === "boolean") return schema;
  if (!isSchemaObject(schema)) return false;
  const validate = validatorAt(schema, []);
  return validate !== null && validate(input) === true;
}

/** Whether `input` is valid against the subschema at `path` inside `root` (refs resolved in `root`). */
export function isValidAt(
  root: SchemaObject,
  path: readonly PathSegment[],
  input: unknown,
): boolean {
  const validate = validatorAt(root, path);
  return validate !== null && validate(input) === true;
}
