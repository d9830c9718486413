import * as uri from "ajv/dist/runtime/uri.js";
import * as validationError from "ajv/dist/runtime/validation_error.js";
import { readingRegExp } from "../ajv/ajv-reg-exp.js";
import { ajvUcs2length, defaultOf } from "../ajv/ajv-runtime.js";
import { duplicatePair } from "../ajv/linear-keywords.js";
import { readingFormats } from "../ajv/reading-keywords.js";
import { jsonEqual } from "../json-equal.js";
import { longerThan, shorterThan } from "../length-limits.js";
import { linearRegExp } from "../regex/linear-reg-exp.js";
import { flagRuntime } from "../valid-input/flag-runtime.js";

/**
 * What the code `tool-input precompile` writes may `require`, by the specifier Ajv's standalone
 * output names, as the object `require` would give: Ajv's runtime helpers, ajv-formats' formats
 * (with tool-input's `url`, charging the text budget as the Ajv engine's do), the pattern
 * factories (`linearRegExp` for modules written before the budget), the length limits, the
 * linear `uniqueItems` search and what raises the valid-input flags (`flagRuntime`). The
 * generated module reaches them through this one export, so it needs no package but this one
 * (docs/pipeline.md, "Precompiled validators").
 */
export const precompiledRuntime: Readonly<Record<string, unknown>> = Object.freeze({
  // `const` and `enum` compare as JSON (docs/pipeline.md, "Engines"), as the Ajv engine's code does.
  "ajv/dist/runtime/equal": { default: jsonEqual },
  "ajv/dist/runtime/ucs2length": { default: ajvUcs2length },
  "ajv/dist/runtime/uri": { default: defaultOf(uri) },
  "ajv/dist/runtime/validation_error": { default: defaultOf(validationError) },
  // The formats as the compiling instance had them (its code reads `fullFormats.url.validate`).
  "ajv-formats/dist/formats": { fullFormats: readingFormats },
  "@tool-input/validate": {
    ...flagRuntime,
    linearRegExp,
    readingRegExp,
    longerThan,
    shorterThan,
    duplicatePair,
  },
});
