import * as uri from "ajv/dist/runtime/uri.js";
import * as validationError from "ajv/dist/runtime/validation_error.js";
import * as formats from "ajv-formats/dist/formats.js";
import { ajvEqual, ajvUcs2length, defaultOf } from "../ajv/ajv-runtime.js";
import { duplicatePair, linearFormats } from "../ajv/linear-keywords.js";
import { linearRegExp } from "../regex/linear-reg-exp.js";

function fullFormatsOf(namespace: unknown): unknown {
  const direct = (namespace as { fullFormats?: unknown }).fullFormats;
  return direct ?? (namespace as { default?: { fullFormats?: unknown } }).default?.fullFormats;
}

/**
 * What the code `tool-input precompile` writes may `require`, by the specifier Ajv's standalone
 * output names, as the object `require` would give: Ajv's runtime helpers, ajv-formats' formats
 * (with tool-input's `url`), the RE2 pattern factory and the linear `uniqueItems` search. The generated module reaches them through this one export, so it
 * needs no package but this one (docs/pipeline.md, "Precompiled validators").
 */
export const precompiledRuntime: Readonly<Record<string, unknown>> = Object.freeze({
  "ajv/dist/runtime/equal": { default: ajvEqual },
  "ajv/dist/runtime/ucs2length": { default: ajvUcs2length },
  "ajv/dist/runtime/uri": { default: defaultOf(uri) },
  "ajv/dist/runtime/validation_error": { default: defaultOf(validationError) },
  // The formats tool-input replaces, as the compiling instance had them (its code reads
  // `fullFormats.url.validate`).
  "ajv-formats/dist/formats": {
    fullFormats: { ...(fullFormatsOf(formats) as object), ...linearFormats },
  },
  "@tool-input/validate": { linearRegExp, duplicatePair },
});
