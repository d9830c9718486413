import type { Dialect } from "@tool-input/coerce";
import { Ajv } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import { ajvRegExp } from "./ajv-reg-exp.js";
import { appendErrorsInPlace } from "./append-errors-in-place.js";
import { capReportErrors } from "./cap-report-errors.js";
import { processedBy } from "./generated-code-error.js";
import { guardGeneratedCode } from "./guard-generated-code.js";
import { useJsonEquality } from "./json-equality.js";
import { useLinearKeywords } from "./linear-keywords.js";
import { useReadingKeywords } from "./reading-keywords.js";
import { raiseValidInputFlags } from "./valid-input-flags.js";

/** The part of an Ajv instance the engine uses (all three classes share it). */
export type AjvInstance = Ajv | Ajv2019 | Ajv2020;

/**
 * What an instance is for: `"meta"` checks schemas against the dialect's meta-schema and
 * compiles nothing else; `"check"` compiles one schema's valid-or-not function; `"report"` one
 * schema's function listing every error.
 */
export type AjvRole = "meta" | "check" | "report";

// Options every instance shares.
const common = {
  // Real tool schemas carry unknown keywords and formats (docs/pipeline.md).
  strict: false,
  // A library inside a harness must not write to its console: Ajv's default logger warns about
  // every unknown format (`format: "json"` in Notion's schemas) on `console.warn`.
  logger: false,
} as const;

/**
 * The meta instance: `validateSchema` only, stopping at the first error as Ajv's own compile
 * does. Its meta-schema's code skips Ajv's tidying pass: the largest compile of a start-up, and
 * the first schema of each dialect waits for it (test/first-call-walks.test.ts compares it with
 * the tidied code over the corpus and broken schemas).
 */
const meta = { ...common, allErrors: false, code: { optimize: false } } as const;

// Patterns run on RE2, in linear time (docs/security.md, "Patterns"). `multipleOf: 0.1` accepts
// 0.3 (0.3 / 0.1 is 2.9999999999999996 in floating point): Ajv's check with a tolerance of
// 10^-12, far below any step a tool schema names.
// A compiling instance holds one schema (docs/security.md, "Isolation"): the meta instance has
// already checked it, so Ajv does not compile its meta-schema again for every instance.
const compiling = {
  ...common,
  validateSchema: false,
  code: { regExp: ajvRegExp, process: processedBy(guardGeneratedCode) },
  multipleOfPrecision: 12,
} as const;

/**
 * The checking function stops at the first error and builds no `verbose` fields. It keeps Ajv's
 * pass that tidies its generated code: without it, Ajv's code for `unevaluatedProperties` beside
 * other keywords gave wrong verdicts (found by the fuzz run, docs/performance.md, section 5).
 */
const checking = { ...compiling, allErrors: false } as const;

/**
 * The reporting function lists every error (so the model can fix them all at once), with
 * `parentSchema` in each, which the format package reads for its did-you-mean hints.
 * `allErrors` does not change Ajv's verdict.
 */
const reporting = {
  ...compiling,
  allErrors: true,
  verbose: true,
  code: {
    ...compiling.code,
    process: processedBy(guardGeneratedCode, appendErrorsInPlace, capReportErrors),
  },
} as const;

/**
 * A fresh Ajv instance for `dialect` and `role`, with ajv-formats. `registerRoot`: register the
 * compiled schema under its (empty) id, which is how Ajv resolves `$ref: "#"` in a schema without
 * `$id`; a schema with an `$id` resolves `#` through it, and registering that id could collide
 * with the meta-schemas' own. `ownProperties`: read only the input's own properties (for a
 * schema that names one `Object.prototype` has: `namesInheritedProperties`). `metaSchemas`:
 * register the dialect's meta-schemas, so that a `$ref` to one resolves; the pool's instances,
 * whose schemas refer only to themselves, go without (docs/security.md, "Isolation").
 */
export function createAjv(
  dialect: Dialect,
  role: AjvRole,
  registerRoot = false,
  standalone = false,
  ownProperties = false,
  metaSchemas = true,
): AjvInstance {
  let options: Record<string, unknown> =
    role === "meta"
      ? meta
      : {
          ...(role === "check" ? checking : reporting),
          addUsedSchema: registerRoot,
          ownProperties,
          meta: metaSchemas,
        };
  // `standalone`: keep the generated source, for `tool-input precompile` (docs/cli.md).
  if (standalone) {
    // Written out as a module, so tidied as Ajv tidies it.
    options = {
      ...options,
      code: { ...(options.code as object | undefined), source: true, optimize: true },
    };
  }
  const ajv =
    dialect === "2020-12"
      ? new Ajv2020(options)
      : dialect === "2019-09"
        ? new Ajv2019(options)
        : new Ajv(options);
  ajvFormats.default(ajv);
  if (role !== "meta") {
    useJsonEquality(ajv);
    useLinearKeywords(ajv);
    useReadingKeywords(ajv);
  }
  // Standalone code (`tool-input precompile`) raises them too, through `precompiledRuntime`.
  if (role === "check") raiseValidInputFlags(ajv);
  return ajv;
}
