import { type Dialect, dialectsToTry, type JsonSchema } from "@tool-input/json";
import type { ValidateFunction } from "ajv";
import { withDeclaredProtoProperty } from "../declared-proto-property.js";
import { oneLine } from "../one-line.js";
import type { CompileFailure, CompileOutcome, Engine } from "../types.js";
import { validInputFlags } from "../valid-input/flag-counter.js";
import { withoutSchemaKeyword } from "../without-schema-keyword.js";
import { runReport } from "./cap-report-errors.js";
import { compileOnAjv } from "./compile-on-ajv.js";
import { type AjvInstance, createAjv } from "./create-ajv.js";
import { faultOf } from "./fault-of.js";
import { pollutedPrototypeKeys } from "./polluted-prototypes.js";
import { checksRaiseValidInputFlags } from "./valid-input-flags.js";

/** The Ajv engine, with counters for tests and diagnostics. */
export interface AjvEngine extends Engine {
  /** How many checking and reporting functions it compiled. */
  readonly compiled: { check: number; report: number };
}

/** An engine compiling with Ajv: generated code, the fastest checks, needs `new Function`. */
export function createAjvEngine(): AjvEngine {
  const metaInstances = new Map<Dialect, AjvInstance>();
  const metaFor = (dialect: Dialect): AjvInstance => {
    let ajv = metaInstances.get(dialect);
    if (ajv === undefined) {
      ajv = createAjv(dialect, "meta");
      metaInstances.set(dialect, ajv);
    }
    return ajv;
  };
  const compiled = { check: 0, report: 0 };

  function compile(schema: JsonSchema): CompileOutcome {
    // The dialect is chosen by now: without `$schema` Ajv checks the schema against the
    // instance's own meta-schema, so an unknown or differently spelled URI cannot fail it.
    const body = withDeclaredProtoProperty(withoutSchemaKeyword(schema));
    let first: CompileFailure | undefined;
    // No `$schema`, or one Ajv does not know: 2020-12 first, draft-07 when that fails (docs/pipeline.md).
    for (const candidate of dialectsToTry(schema)) {
      let check: ValidateFunction;
      try {
        check = compileOnAjv(body, candidate, "check", metaFor(candidate));
      } catch (error) {
        const polluted = pollutedPrototypeKeys();
        if (polluted.length > 0) {
          const keys = polluted.map((key) => `\`${key}\``).join(", ");
          const verb = polluted.length === 1 ? "is" : "are";
          const reason = `${oneLine(error)}, where ${keys} ${verb} enumerable, which Ajv reads as part of the schema`;
          return { ok: false, fault: "engine", reason };
        }
        const failure: CompileFailure = {
          ok: false,
          fault: faultOf(error),
          reason: oneLine(error),
        };
        if (failure.fault === "engine") return failure;
        first ??= failure;
        continue;
      }
      compiled.check += 1;
      let report: ValidateFunction | undefined;
      return {
        ok: true,
        engine: "ajv",
        check,
        ...(checksRaiseValidInputFlags() ? { validInputFlags } : {}),
        report(input) {
          if (report === undefined) {
            // Compiled under the dialect `check` was compiled under, on the first rejection.
            report = compileOnAjv(body, candidate, "report");
            compiled.report += 1;
          }
          return runReport(report, input);
        },
      };
    }
    return first as CompileFailure;
  }

  return { name: "ajv", compiled, compile };
}
