import type { Dialect } from "@tool-input/coerce";
import { Ajv } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";

/** The part of an Ajv instance the validator uses (all three classes share it). */
export type AjvInstance = Ajv | Ajv2019 | Ajv2020;

// Options both instances of a dialect share.
const common = {
  // Real tool schemas carry unknown keywords and formats (SPEC, "validate").
  strict: false,
  // Do not register a schema's `$id` in the instance: two tools may share one, and Ajv would
  // throw "schema with key or id already exists" for the second.
  addUsedSchema: false,
  // A library inside a harness must not write to its console: Ajv's default logger warns about
  // every unknown format (`format: "json"` in Notion's schemas) on `console.warn`.
  logger: false,
} as const;

/**
 * The checking instance: stops at the first error and builds no `verbose` fields, for the
 * checks whose only question is valid or not (before and after coercion).
 */
const checking = { ...common, allErrors: false } as const;

/**
 * The reporting instance, for the errors of an input still invalid after coercion: every error
 * (so the model can fix them all at once), and `parentSchema` in each, which the format
 * package reads for its did-you-mean hints. `allErrors` does not change Ajv's verdict.
 */
const reporting = { ...common, allErrors: true, verbose: true } as const;

/** What an instance is for: the valid-or-not check, or the errors of a rejected input. */
export type AjvRole = "check" | "report";

/** A fresh Ajv instance for `dialect` and `role`, with ajv-formats. */
export function createAjv(dialect: Dialect, role: AjvRole = "check"): AjvInstance {
  const options = role === "check" ? checking : reporting;
  const ajv =
    dialect === "2020-12"
      ? new Ajv2020(options)
      : dialect === "2019-09"
        ? new Ajv2019(options)
        : new Ajv(options);
  ajvFormats.default(ajv);
  return ajv;
}
