import { type Schema, validate } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import { type Dialect, dialectsToTry, type JsonSchema } from "@tool-input/json";
import { withDeclaredProtoProperty } from "../declared-proto-property.js";
import { namesInheritedProperties } from "../inherited-names.js";
import { re2Pattern } from "../regex/pattern-matcher.js";
import { withoutSchemaKeyword } from "../without-schema-keyword.js";
import { ClosureUnsupported } from "./check/closure/closure-unsupported.js";
import { compileCheck } from "./check/closure/compile-check.js";
import { installFormatHook } from "./check/format-hook.js";
import { withinWork } from "./check/work-bound.js";
import { checkAsAjvCompiles } from "./prepare/check-as-ajv-compiles.js";
import { dereferencePrepared, metaSchemaUri } from "./prepare/dereference-prepared.js";
import {
  type PreparedSchema,
  type PrepareOptions,
  prepareSchema,
  SchemaProblem,
} from "./prepare/prepare-schema.js";
import { engineOutput } from "./report/engine-output.js";
import { OutputReader } from "./report/read-output.js";

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
export function createInterpreter(schema: unknown): Interpreter {
  installFormatHook();
  const source = withDeclaredProtoProperty(schema);
  let firstProblem: unknown;
  // No `$schema`: 2020-12 first, draft-07 when the schema is not a 2020-12 schema (as for Ajv).
  for (const dialect of dialectsToTry(source)) {
    // Ajv checks the schema against the dialect's meta-schema first; without `$schema` a schema
    // that is not a 2020-12 one is read as draft-07, on both engines.
    if (!conformsTo(source, dialect)) {
      firstProblem ??= new SchemaProblem(
        "unsupported",
        `it is not a valid ${dialect} schema as this engine reads the meta-schema`,
      );
      continue;
    }
    try {
      // Compiled without its `$schema`, as on the Ajv engine, so `parentSchema` is Ajv's.
      return interpreterFor(withoutSchemaKeyword(source as JsonSchema), dialect);
    } catch (problem) {
      if (!(problem instanceof SchemaProblem) || problem.kind !== "broken") throw problem;
      firstProblem ??= problem;
    }
  }
  // A schema this engine's meta-check refuses is not passed as broken: should the check be
  // wrong, an input would pass unchecked (docs/security.md, "Fail closed").
  throw firstProblem;
}

const metaChecks = new Map<Dialect, (schema: unknown) => boolean>();

/** Whether `source` is valid against `dialect`'s meta-schema, checked by this engine itself. */
function conformsTo(source: unknown, dialect: Dialect): boolean {
  let check = metaChecks.get(dialect);
  if (check === undefined) {
    check = interpreterFor({ $ref: metaSchemaUri(dialect) }, dialect, { formats: false }).check;
    metaChecks.set(dialect, check);
  }
  try {
    return check(source);
  } catch {
    return true; // not decided here: the schema's own compile decides
  }
}

/** A prepared copy of `source` with the lookup its references resolve in, checked as Ajv compiles it. */
function preparedCopy(
  source: unknown,
  dialect: Dialect,
  options: PrepareOptions,
): { prepared: PreparedSchema; lookup: Record<string, Schema | boolean> } {
  const prepared = prepareSchema(source, dialect, re2Pattern, options);
  const lookup = dereferencePrepared(prepared, dialect, re2Pattern, options) as Record<
    string,
    Schema | boolean
  >;
  checkAsAjvCompiles(prepared, lookup, dialect);
  return { prepared, lookup };
}

function interpreterFor(
  source: unknown,
  dialect: Dialect,
  options: PrepareOptions = {},
): Interpreter {
  const { prepared, lookup } = preparedCopy(source, dialect, options);
  const nodes = prepared.origins.size;
  const uniqueNodes = [...prepared.origins.keys()].filter(
    (node) => (node as Record<string, unknown>).uniqueItems,
  ).length;
  // The report's own copy, made on the first rejected input: its `contains` evaluates what Ajv's
  // does, where the closures' copy keeps `contains` as written.
  let reported: ReturnType<typeof preparedCopy> | undefined;
  // A report writes an error for each name a `required` lists, on each object lacking it.
  const requiredNames = [...prepared.origins.keys()].reduce(
    (sum: number, node) => sum + requiredLength(node),
    0,
  );
  const report: Interpreter["report"] = withinWork(
    nodes,
    (input) => {
      reported ??= preparedCopy(source, dialect, { ...options, forEngineRun: true });
      const { prepared: copy, lookup: copyLookup } = reported;
      const { valid, errors } = engineOutput(input, copy.root as Schema | boolean, copyLookup);
      return valid ? [] : new OutputReader(errors, copy, copyLookup).read(input);
    },
    uniqueNodes,
    requiredNames,
  );
  try {
    return {
      dialect,
      checker: "closures",
      check: compileCheck(prepared, lookup, namesInheritedProperties(source)),
      report,
    };
  } catch (error) {
    if (!(error instanceof ClosureUnsupported)) throw error;
    // A dynamic anchor: the closures check every keyword but the dynamic references and
    // `unevaluated*`, and @cfworker/json-schema those on a copy without `multipleOf` (its exact
    // decimal arithmetic is not Ajv's 10^-12 tolerance; docs/pipeline.md, "Engines").
    const closures = compileCheck(prepared, lookup, namesInheritedProperties(source), true);
    const lenient = preparedCopy(source, dialect, {
      ...options,
      forFallbackCheck: true,
      forEngineRun: true,
    });
    const lenientRoot = lenient.prepared.root as Schema | boolean;
    return {
      dialect,
      checker: "@cfworker/json-schema",
      fallbackReason: error.message,
      // @cfworker/json-schema walks every hole and shared child: bounded first, as a report.
      check: withinWork(
        nodes,
        (input) =>
          closures(input) && validate(input, lenientRoot, "2020-12", lenient.lookup, true).valid,
        uniqueNodes,
      ),
      report,
    };
  }
}

function requiredLength(node: unknown): number {
  const required = (node as Record<string, unknown>).required;
  return Array.isArray(required) ? required.length : 0;
}
