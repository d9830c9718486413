import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import { formatIssues, type Issue, moreIssuesLine } from "@tool-input/format";
import { oneLine } from "../engine/one-line.js";
import type { Pipeline } from "../pipeline/create-pipeline.js";
import { toolNameOf } from "../pipeline/describe-tool.js";
import { creationOptions, optionsOfCall } from "../pipeline/resolve-options.js";
import { thrownRejection } from "../pipeline/thrown-rejection.js";
import type { ToolDefinition, ToolInputResult, ValidateOptions } from "../types.js";

/** Options for `toolInputSchema`: the pipeline's options, plus how issues are reported. */
export interface ToolInputSchemaOptions extends ValidateOptions {
  /**
   * `"message"`: one issue whose `message` is the whole model-facing text, so a framework that
   * prints issues its own way still shows the model all of it; `"each"`: one issue per problem,
   * its line of that text as `message`, with its `path`. Default `"message"`.
   */
  readonly issues?: "message" | "each" | undefined;
}

/** The `~standard` properties of a `ToolInputSchema`: Standard Schema and Standard JSON Schema. */
export interface ToolInputSchemaProps<TInput>
  extends StandardSchemaV1.Props<TInput>,
    StandardJSONSchemaV1.Props<TInput> {
  /** Always `"tool-input"`. */
  readonly vendor: "tool-input";
  /** Synchronous: `{ value }` with the input as sent or repaired, or `{ issues }` (never empty). */
  readonly validate: (
    value: unknown,
    options?: StandardSchemaV1.Options | undefined,
  ) => StandardSchemaV1.Result<TInput>;
}

/** A tool's input schema as a Standard Schema (V1) and a Standard JSON Schema (V1). */
export interface ToolInputSchema<TInput = Record<string, unknown>>
  extends StandardSchemaV1<TInput>,
    StandardJSONSchemaV1<TInput> {
  /** Validation with repair, and the tool's JSON Schema. */
  readonly "~standard": ToolInputSchemaProps<TInput>;
}

// Standard JSON Schema asks a library to throw for a target it does not support. A tool's
// schema is handed over as it is, in the dialect it was written in (docs/frameworks.md).
const targets: ReadonlySet<string> = new Set(["draft-07", "draft-2020-12"]);

/**
 * The `ToolInputSchema` of `tool` on `pipeline`: the schema is compiled on the first `validate`,
 * and each call then runs `validateToolInput`'s own path (its hot path finds the schema by
 * identity), so the two answer alike.
 */
export function bindToolInputSchema<TInput>(
  pipeline: Pick<Pipeline, "defaults" | "validateToolInput">,
  tool: ToolDefinition,
  options: ToolInputSchemaOptions | undefined,
): ToolInputSchema<TInput> {
  // Read once: later changes to `tool` or `options` do not change this schema object.
  const name = toolNameOf(tool); // never throws
  // A schema that throws when read is not "no schema" (which `onSchemaError` may pass): every
  // input is rejected as not checked, as `validateToolInput` rejects it (docs/security.md).
  let unreadable: { error: unknown } | undefined;
  const schema = readSafely<unknown>(
    () => (tool as { inputSchema?: unknown }).inputSchema,
    undefined,
    (error) => {
      unreadable = { error };
    },
  );
  const snapshot = { name, inputSchema: schema } as ToolDefinition;
  const own = creationOptions(options) as ToolInputSchemaOptions;
  const { issues: mode, ...rest } = own;
  const callOptions: ValidateOptions | undefined = Object.keys(rest).length > 0 ? rest : undefined;
  const formatOptions = optionsOfCall(pipeline.defaults, callOptions);

  const validate = (value: unknown): StandardSchemaV1.Result<TInput> => {
    const result: ToolInputResult =
      unreadable === undefined
        ? pipeline.validateToolInput(snapshot, value, callOptions)
        : thrownRejection(name, value, unreadable.error);
    if (result.ok) return { value: result.value as TInput };
    if (mode !== "each") return { issues: [{ message: result.message }] };
    const issues = result.issues.map((issue) => eachIssue(name, issue, formatOptions));
    // The issues left out past the cap are counted, as the message's last line counts them.
    const unlisted = result.unlistedIssues;
    if (unlisted !== undefined) issues.push({ message: moreIssuesLine(unlisted), path: [] });
    return { issues };
  };

  const convert = (target: StandardJSONSchemaV1.Options): Record<string, unknown> => {
    const wanted: unknown = (target as { target?: unknown } | undefined)?.target;
    if (typeof wanted !== "string" || !targets.has(wanted)) {
      throw new Error(
        `[validate] toolInputSchema: JSON Schema target ${JSON.stringify(wanted)} is not supported; use "draft-07" or "draft-2020-12"`,
      );
    }
    return jsonCopy(name, schema);
  };

  // Not frozen: LangChain's JSON Schema validator writes bookkeeping keys into the schema
  // objects it is given, and a tool's schema is one of them (docs/frameworks.md).
  return {
    "~standard": {
      version: 1,
      vendor: "tool-input",
      validate,
      jsonSchema: { input: convert, output: convert },
    },
  };
}

/** One Standard Schema issue: the line `formatIssues` prints for `issue`, and its path. */
function eachIssue(name: string, issue: Issue, options: ValidateOptions): StandardSchemaV1.Issue {
  const text = formatIssues(name, [issue], options);
  return { message: text.slice(text.indexOf("\n") + 1), path: issue.path };
}

/**
 * What `read` returns, or `fallback` when it throws (a hostile tool: a throwing getter, a
 * Proxy); without a schema, validation then reports that there is none.
 */
function readSafely<T>(read: () => T, fallback: T, onError?: (error: unknown) => void): T {
  try {
    return read();
  } catch (error) {
    onError?.(error);
    return fallback;
  }
}

// A fresh copy on each call: consumers such as the AI SDK edit the schema they are given.
function jsonCopy(name: string, schema: unknown): Record<string, unknown> {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(schema));
  } catch (error) {
    throw new Error(
      `[validate] toolInputSchema: the input schema of tool \`${name}\` is not JSON (${oneLine(error)})`,
    );
  }
  if (typeof copy !== "object" || copy === null || Array.isArray(copy)) {
    throw new Error(
      `[validate] toolInputSchema: the input schema of tool \`${name}\` is not a JSON Schema object`,
    );
  }
  return copy as Record<string, unknown>;
}
