import { type Dialect, dialectsToTry, type JsonSchema, presentItems } from "@tool-input/json";
import standaloneCode from "ajv/dist/standalone/index.js";
import { notASchemaReason, readToCompile } from "../../cache/refused-schema.js";
import { stableStringify } from "../../cache/stable-stringify.js";
import { readSelfContained } from "../ajv/ajv-pool.js";
import { appendErrorsInPlace } from "../ajv/append-errors-in-place.js";
import { capReportErrors } from "../ajv/cap-report-errors.js";
import { createAjv } from "../ajv/create-ajv.js";
import { faultOf } from "../ajv/fault-of.js";
import { processedBy } from "../ajv/generated-code-error.js";
import { guardGeneratedCode } from "../ajv/guard-generated-code.js";
import { stopTrackingEvaluated } from "../ajv/stop-tracking-evaluated.js";
import { checksRaiseValidInputFlags } from "../ajv/valid-input-flags.js";
import { withDeclaredProtoProperty } from "../declared-proto-property.js";
import { namesInheritedProperties } from "../inherited-names.js";
import { oneLine } from "../one-line.js";
import { ownProtoKeys } from "./own-proto-keys.js";
import { precompiledRuntime } from "./precompiled-runtime.js";

/** A tool to precompile: its name and input schema, as `tools/list` gives them. */
export interface ToolToPrecompile {
  readonly name: string;
  readonly inputSchema: unknown;
}

/**
 * The standalone CommonJS code of one schema's function for `role`, as Ajv writes it (Ajv's
 * standalone output leaves out its `code.process`, so it is processed here as the Ajv engine
 * processes it), with `__proto__` keys made own properties.
 */
function codeFor(schema: JsonSchema, dialect: Dialect, role: "check" | "report"): string {
  const hasRootId = typeof schema === "object" && schema !== null && "$id" in schema;
  const ajv = createAjv(dialect, role, !hasRootId, true, namesInheritedProperties(schema));
  // As the Ajv engine's pool does (docs/performance.md, "Ajv's record of what was evaluated").
  if (readSelfContained(schema)?.readsEvaluated === false) stopTrackingEvaluated(ajv);
  // The Ajv engine's own guards and fixes (docs/security.md), as its `code.process` adds them.
  const steps = [ownProtoKeys, guardGeneratedCode];
  if (role === "report") steps.push(appendErrorsInPlace, capReportErrors);
  return processedBy(...steps)(standaloneCode.default(ajv, ajv.compile(schema)));
}

/**
 * The module text of one tool: its content key and its functions, or why it has none. Nothing
 * for a schema the validator refuses before compiling (no schema at all, past the complexity budget, not readable,
 * references leading back to themselves), which no engine is given, or one Ajv's code cannot
 * check (a pattern RE2 cannot run, generated code that does not parse or could not be processed,
 * a compile that overflows the stack), which then goes to the validator's engines: the
 * interpreter, or a rejection as not checked (docs/pipeline.md, "Precompiled validators").
 */
function toolEntry(
  tool: ToolToPrecompile,
  index: number,
  leftOut: ((name: string, reason: string) => void) | undefined,
): string | undefined {
  const schema = tool.inputSchema;
  const notASchema = notASchemaReason(schema);
  const read =
    notASchema === undefined
      ? readToCompile(schema as JsonSchema)
      : { ok: false as const, reason: notASchema };
  if (!read.ok) {
    leftOut?.(tool.name, read.reason);
    return undefined;
  }
  const source = read.source;
  const key = stableStringify(source);
  const head = `{ name: ${JSON.stringify(tool.name)}, key: ${JSON.stringify(key)}`;
  let body: JsonSchema = source;
  if (typeof source === "object" && "$schema" in source) {
    const { $schema: _dropped, ...rest } = source;
    body = rest;
  }
  body = withDeclaredProtoProperty(body);
  let error = "";
  for (const candidate of dialectsToTry(source)) {
    const meta = createAjv(candidate, "meta");
    try {
      if (!meta.validateSchema(body))
        throw new Error(`schema is invalid: ${meta.errorsText(meta.errors)}`);
      const check = codeFor(body, candidate, "check");
      const report = codeFor(body, candidate, "report");
      // Whether the check raises the valid-input flags (every instance so far was hooked).
      const flags = checksRaiseValidInputFlags() ? ", flags: true" : "";
      return `${head}, check: ${load(check, `t${index}c`)}, report: ${load(report, `t${index}r`)}${flags} }`;
    } catch (thrown) {
      // Only a refusal to generate code fails the whole module: no tool can be precompiled here.
      if (thrown instanceof EvalError) throw thrown;
      if (faultOf(thrown) === "engine") {
        leftOut?.(tool.name, oneLine(thrown));
        return undefined;
      }
      error ||= oneLine(thrown);
    }
  }
  return `${head}, error: ${JSON.stringify(error)} }`;
}

/** Ajv's CommonJS output run in a function of its own, with `require` answered by the runtime. */
function load(code: string, name: string): string {
  for (const [, specifier] of code.matchAll(/require\("([^"]+)"\)/g)) {
    if (!Object.hasOwn(precompiledRuntime, specifier as string)) {
      throw new Error(
        `[validate] precompiled code needs ${specifier}, which precompiledRuntime lacks`,
      );
    }
  }
  return `(function ${name}() { const module = { exports: {} }; ${code}\nreturn module.exports; })()`;
}

/** Options of `precompileTools`. */
export interface PrecompileOptions {
  /** Told of each tool left out of the module (its schema is refused, or Ajv's code cannot check it), with why. */
  readonly onLeftOut?: ((name: string, reason: string) => void) | undefined;
}

/**
 * An ES module with Ajv standalone code for `tools`: per tool, a checking function (first error
 * only) and a reporting one (`allErrors`, `verbose`), compiled as the Ajv engine compiles them,
 * keyed by the schema's content. `createValidator({ precompiled })` takes its `precompiled`
 * export and never generates code (docs/pipeline.md, "Precompiled validators"). Throws when Ajv
 * cannot generate code here (it needs `new Function` at build time).
 */
export function precompileTools(
  tools: readonly ToolToPrecompile[],
  options?: PrecompileOptions,
): string {
  const entries = presentItems(tools).flatMap((tool, index) => {
    const entry = toolEntry(tool, index, options?.onLeftOut);
    return entry === undefined ? [] : [`  ${entry},`];
  });
  return [
    "// Generated by `tool-input precompile`: Ajv standalone code for each tool. Do not edit.",
    'import { precompiledRuntime } from "@tool-input/validate";',
    "",
    "function require(specifier) {",
    "  return precompiledRuntime[specifier];",
    "}",
    "",
    "/** The tools' precompiled validators, for `createValidator({ precompiled })`. */",
    "export const precompiled = { version: 1, runtime: precompiledRuntime, tools: [",
    ...entries,
    "] };",
    "",
  ].join("\n");
}
