import * as equal from "ajv/dist/runtime/equal.js";
import * as ucs2length from "ajv/dist/runtime/ucs2length.js";
import * as uri from "ajv/dist/runtime/uri.js";
import * as validationError from "ajv/dist/runtime/validation_error.js";
import * as formats from "ajv-formats/dist/formats.js";
import { linearRegExp } from "../regex/linear-reg-exp.js";

/**
 * The `default` export of a CommonJS module, read the same under Node (the namespace's `default`
 * is `module.exports`) and under bundlers that honour `__esModule` (it is `exports.default`).
 */
function defaultOf(namespace: unknown): unknown {
  const inner = (namespace as { default?: unknown }).default;
  return typeof inner === "function"
    ? inner
    : (inner as { default?: unknown } | undefined)?.default;
}

function fullFormatsOf(namespace: unknown): unknown {
  const direct = (namespace as { fullFormats?: unknown }).fullFormats;
  return direct ?? (namespace as { default?: { fullFormats?: unknown } }).default?.fullFormats;
}

/**
 * What the code `tool-input precompile` writes may `require`, by the specifier Ajv's standalone
 * output names, as the object `require` would give: Ajv's runtime helpers, ajv-formats' formats,
 * and the RE2 pattern factory. The generated module reaches them through this one export, so it
 * needs no package but this one (docs/pipeline.md, "Precompiled validators").
 */
export const precompiledRuntime: Readonly<Record<string, unknown>> = Object.freeze({
  "ajv/dist/runtime/equal": { default: defaultOf(equal) },
  "ajv/dist/runtime/ucs2length": { default: defaultOf(ucs2length) },
  "ajv/dist/runtime/uri": { default: defaultOf(uri) },
  "ajv/dist/runtime/validation_error": { default: defaultOf(validationError) },
  "ajv-formats/dist/formats": { fullFormats: fullFormatsOf(formats) },
  "@tool-input/validate": { linearRegExp },
});
