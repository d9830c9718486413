import { Ajv } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import type { Dialect } from "./dialect.js";

/** The part of an Ajv instance the validator uses (all three classes share it). */
export type AjvInstance = Ajv | Ajv2019 | Ajv2020;

const options = {
  allErrors: true,
  // Real tool schemas carry unknown keywords and formats (SPEC, "validate").
  strict: false,
  // The format package reads `parentSchema` from errors for its did-you-mean hints.
  verbose: true,
  // Do not register a schema's `$id` in the instance: two tools may share one, and Ajv would
  // throw "schema with key or id already exists" for the second.
  addUsedSchema: false,
  // A library inside a harness must not write to its console: Ajv's default logger warns about
  // every unknown format (`format: "json"` in Notion's schemas) on `console.warn`.
  logger: false,
} as const;

/** A fresh Ajv instance for `dialect`, with ajv-formats. */
export function createAjv(dialect: Dialect): AjvInstance {
  const ajv =
    dialect === "2020-12"
      ? new Ajv2020(options)
      : dialect === "2019-09"
        ? new Ajv2019(options)
        : new Ajv(options);
  ajvFormats.default(ajv);
  return ajv;
}
