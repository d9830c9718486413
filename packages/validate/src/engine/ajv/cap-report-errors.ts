// A rejection lists 1,000 issues, but Ajv's reporting code gathers every error first: a schema
// requiring 1,500 names of each item, given 20,000 empty objects (60 KB of JSON), made 30 million
// errors and ran out of memory. The reporting code stops past a bound instead, carrying what it
// has gathered (docs/security.md, "Many errors").
import type { AjvErrorLike } from "@tool-input/format";
import { replaceInCode } from "./generated-code-literals.js";

/** The most errors one reporting function gathers before it stops. */
export const maxReportedErrors = 300_000;

const STOPPED = "tool-input: the report stopped, past the errors it gathers";

// Ajv's reporting code counts each error it adds and each it gathers from a function it calls.
const COUNTED = /errors\+\+;|errors = vErrors\.length;/g;

/**
 * Ajv's `code.process` for the reporting function: past `maxReportedErrors`, it throws a
 * `RangeError` holding the errors gathered so far, which `runReport` returns. What comes before
 * the bound is Ajv's report as written.
 */
export function capReportErrors(code: string): string {
  return replaceInCode(
    code,
    COUNTED,
    (counted) =>
      `${counted}if(errors > ${maxReportedErrors}){const stop$ = new RangeError(${JSON.stringify(STOPPED)});stop$.errors = vErrors;throw stop$;}`,
  );
}

/** A reporting function as Ajv compiles it (or as the standalone module holds it). */
interface Reporting {
  (input: unknown): boolean | Promise<unknown>;
  errors?: readonly AjvErrorLike[] | null | undefined;
}

/** Every error `report` finds in `input`, or the first `maxReportedErrors` where there are more. */
export function runReport(report: Reporting, input: unknown): readonly AjvErrorLike[] {
  try {
    return report(input) === true ? [] : (report.errors ?? []);
  } catch (error) {
    if (error instanceof RangeError && error.message === STOPPED) {
      return (error as RangeError & { errors: readonly AjvErrorLike[] }).errors;
    }
    throw error;
  }
}
