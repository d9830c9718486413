import type { JsonSchema } from "@tool-input/coerce";
import { Ajv, type Options, type ValidateFunction } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is typed as
// the module object, while at run time it is the plugin function itself.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * The baseline's options: what a harness author using bare Ajv would write. Ajv's defaults
 * (`allErrors: false`: stop at the first error; no `verbose`) plus `strict: false`, without which
 * Ajv refuses most real tool schemas (unknown keywords and formats). The pipeline decides
 * valid-or-not with these same semantics (packages/validate/src/create-ajv.ts, its checking
 * instance), and compiles an `allErrors` + `verbose` function only to report a rejection.
 */
export const bareAjvOptions: Options = { strict: false };

/**
 * The options of the pipeline's reporting function (every error, `parentSchema` in each): for
 * the scenarios that time building a message from Ajv's errors.
 */
export const reportingAjvOptions: Options = { allErrors: true, verbose: true };

type AnyAjv = Ajv | Ajv2019 | Ajv2020;

/** Three Ajv instances (`new Ajv(options)` per dialect) with ajv-formats, as a user of bare Ajv would set up. */
export interface BareAjv {
  /** Compiles `schema` with the instance its `$schema` names (none: 2020-12, then draft-07). */
  compile(schema: JsonSchema): ValidateFunction;
}

/** Creates the bare-Ajv baseline with `options` added to {@link bareAjvOptions}. */
export function createBareAjv(options: Options = {}): BareAjv {
  const merged = { ...bareAjvOptions, ...options };
  const draft07 = new Ajv(merged);
  const draft2019 = new Ajv2019(merged);
  const draft2020 = new Ajv2020(merged);
  for (const ajv of [draft07, draft2019, draft2020]) addFormats(ajv as Ajv);
  const pick = (schema: JsonSchema): AnyAjv[] => {
    const dialect = typeof schema === "object" ? String(schema.$schema ?? "") : "";
    if (dialect.includes("draft-07") || dialect.includes("draft-06")) return [draft07];
    if (dialect.includes("2019-09")) return [draft2019];
    if (dialect.includes("2020-12")) return [draft2020];
    return [draft2020, draft07];
  };
  return {
    compile(schema) {
      let lastError: unknown;
      for (const ajv of pick(schema)) {
        try {
          return ajv.compile(schema);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
