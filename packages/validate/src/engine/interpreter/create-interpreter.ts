import { dereference, type Schema, validate } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import { type Dialect, dialectsToTry } from "@tool-input/json";
import { ClosureUnsupported } from "./closure/closure-unsupported.js";
import { compileCheck } from "./closure/compile-check.js";
import { installFormatHook } from "./format-hook.js";
import { re2Pattern } from "./pattern-matcher.js";
import { type PreparedSchema, prepareSchema, SchemaProblem } from "./prepare-schema.js";
import { OutputReader } from "./read-output.js";

/** A schema ready to run on @cfworker/json-schema, without code generation. */
export interface Interpreter {
  /** The dialect the schema is checked under (chosen as the Ajv engine chooses it). */
  readonly dialect: Dialect;
  /**
   * What runs `check`: `"closures"` (the schema compiled into closures once) or, for a schema
   * the closure compiler leaves aside, `"@cfworker/json-schema"` (with `fallbackReason`).
   */
  readonly checker: "closures" | "@cfworker/json-schema";
  /** Why `check` runs on @cfworker/json-schema; absent when it runs on closures. */
  readonly fallbackReason?: string;
  /** Whether `input` satisfies the schema, as the Ajv engine decides it (stops at the first error). */
  check(input: unknown): boolean;
  /** Every error of `input`, as Ajv (`allErrors`, `verbose`) reports them; empty when valid. */
  report(input: unknown): AjvErrorLike[];
}

/**
 * The interpreter for `source` (the validator's own JSON copy of a schema). Throws a
 * `SchemaProblem`: `broken` where Ajv would refuse the schema too, `unsupported` where only
 * this engine cannot run it (docs/pipeline.md, "Engines").
 */
export function createInterpreter(source: unknown): Interpreter {
  installFormatHook();
  let firstProblem: unknown;
  // No `$schema`: 2020-12 first, draft-07 when the schema is not a 2020-12 schema (as for Ajv).
  for (const dialect of dialectsToTry(source)) {
    try {
      return interpreterFor(source, dialect);
    } catch (problem) {
      if (!(problem instanceof SchemaProblem) || problem.kind !== "broken") throw problem;
      firstProblem ??= problem;
    }
  }
  throw firstProblem;
}

function interpreterFor(source: unknown, dialect: Dialect): Interpreter {
  const prepared = prepareSchema(source, dialect, re2Pattern);
  const root = prepared.root as Schema | boolean;
  let lookup: Record<string, Schema | boolean>;
  try {
    lookup = dereference(root);
  } catch (error) {
    throw new SchemaProblem("broken", error instanceof Error ? error.message : String(error));
  }
  checkReferences(prepared, lookup);
  const report: Interpreter["report"] = (input) => {
    const { valid, errors } = validate(input, root, "2020-12", lookup, false);
    return valid ? [] : new OutputReader(errors, prepared, lookup).read(input);
  };
  try {
    return { dialect, checker: "closures", check: compileCheck(prepared, lookup), report };
  } catch (error) {
    if (!(error instanceof ClosureUnsupported)) throw error;
    return {
      dialect,
      checker: "@cfworker/json-schema",
      fallbackReason: error.message,
      check: (input) => validate(input, root, "2020-12", lookup, true).valid,
      report,
    };
  }
}

/** Every `$ref` resolves, or the schema is refused as Ajv refuses it. */
function checkReferences(prepared: PreparedSchema, lookup: Record<string, unknown>): void {
  for (const node of prepared.origins.keys()) {
    const ref = (node as Record<string, unknown>).$ref;
    if (typeof ref !== "string") continue;
    const uri = ((node as Record<string, unknown>).__absolute_ref__ as string | undefined) || ref;
    if (lookup[uri] === undefined) {
      throw new SchemaProblem("broken", `can't resolve reference ${ref} from id #`);
    }
  }
}
