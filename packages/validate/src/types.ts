import type { CoerceOptions, Coercion } from "@tool-input/coerce";
import type { AjvErrorLike, FormatOptions, Issue, PathSegment } from "@tool-input/format";
import type { JsonSchema } from "@tool-input/json";
import type { PrecompiledTools } from "./engine/precompiled/precompiled-engine.js";
import type { EngineChoice } from "./engine/types.js";
import type { ProjectionTarget } from "./projection/types.js";

/** A tool as a harness or an MCP `tools/list` result describes it. */
export interface ToolDefinition {
  /** The tool's name, used in every message. */
  readonly name: string;
  /** The JSON Schema of its arguments. */
  readonly inputSchema: JsonSchema;
}

/**
 * Options for one pipeline run: coercion and formatting options pass through (`decoded` is the
 * repair path's own, docs/pipeline.md, "Leaked markup"; `patternMatcher` and `codeGeneration` the
 * validator's, which coerces with its own linear-time matcher and its engine's code generation);
 * a field set to `undefined` means its default.
 */
export interface ValidateOptions
  extends Omit<CoerceOptions, "markup" | "decoded" | "patternMatcher" | "codeGeneration">,
    Omit<FormatOptions, "unlistedIssues"> {
  /** What to do when the tool's schema cannot be compiled: `"pass"` the coerced input with `schemaError` set, or `"reject"` it. Default `"pass"`. */
  readonly onSchemaError?: "pass" | "reject" | undefined;
  /**
   * A string (or key) holding tool-call markup that starts another declared parameter absent from
   * the input (docs/pipeline.md, "Leaked markup"): `"reject"` the call, saying so; `"split"` the
   * text into that parameter (rule `markup`); `"ignore"` it. Default `"reject"`.
   */
  readonly markup?: "reject" | "split" | "ignore" | undefined;
  /**
   * A key the schema does not declare, near a declared one absent from the input, where the schema
   * is open only by leaving `additionalProperties` out: `"reject"` it with a did-you-mean line, or
   * accept the call with a `notices` entry. Where extra keys are declared welcome it is always a
   * notice. Default `"reject"`.
   */
  readonly nearMissKeys?: "reject" | "notice" | undefined;
  /**
   * The provider whose projection of the tool's schema the model was given
   * (`projectToolSchema`): the call is lifted back to the original's shape (rule
   * `"projection"`), then checked against the original schema. Default: none.
   */
  readonly projection?: ProjectionTarget | undefined;
}

/** Something a harness may show about an accepted call (docs/pipeline.md, "Notices"). */
export interface NearMissKeyNotice {
  /** What it is about. */
  readonly kind: "near-miss-key";
  /** Keys and indices from the root to the key sent. */
  readonly path: readonly PathSegment[];
  /** The declared key it is near, absent from the input. */
  readonly suggestion: string;
  /** The sentence: ``The parameter `project` is not declared (did you mean `project_id`?); it was passed on as sent``. */
  readonly message: string;
}

/** A notice on an accepted call. */
export type Notice = NearMissKeyNotice;

/** Options for `createValidator`: defaults for every call, plus the cache size. */
export interface ValidatorOptions extends ValidateOptions {
  /** How many compiled schemas the LRU cache keeps. Default 500. */
  readonly cacheSize?: number | undefined;
  /**
   * Which engine checks inputs: `"ajv"` (generated code), `"interpreter"` (no code generation),
   * or `"auto"`: Ajv, and the interpreter for a schema Ajv cannot compile here. Default `"auto"`.
   */
  readonly engine?: EngineChoice | undefined;
  /**
   * The `precompiled` export of a module `tool-input precompile` wrote: its tools are checked by
   * their Ajv standalone functions, with no code generation; other schemas go to `engine`.
   */
  readonly precompiled?: PrecompiledTools | undefined;
}

/** The input is valid, as sent or after coercion. */
export interface ToolInputAccepted {
  readonly ok: true;
  /** `"accepted"`: a validator checked the input and it passed. */
  readonly status: "accepted";
  /** The input itself (`===`) when it was valid as sent, otherwise its coerced copy. */
  readonly value: unknown;
  /** The repairs made; empty when the input was valid as sent. */
  readonly coercions: readonly Coercion[];
  /** Never set on a checked input (see `ToolInputUnchecked`). */
  readonly schemaError?: never;
  /** Set when something about the accepted call may still be wrong (a near-miss key); never empty when set. */
  readonly notices?: readonly Notice[];
}

/** The schema could not be compiled and `onSchemaError` is `"pass"`: the input was passed on unvalidated. */
export interface ToolInputUnchecked {
  readonly ok: true;
  /** `"unchecked"`: nothing validated the input. */
  readonly status: "unchecked";
  /** The input as coercion left it, following the schema as far as it could. */
  readonly value: unknown;
  /** The repairs made. */
  readonly coercions: readonly Coercion[];
  /** Why the input was not validated, as a sentence naming the tool. */
  readonly schemaError: string;
  /** Never set: near-miss keys are read only on a checked input. */
  readonly notices?: never;
}

/** The input is invalid even after coercion, or could not be checked and was not passed. */
export interface ToolInputRejected {
  readonly ok: false;
  /** `"rejected"`: the model is to be told `message`. */
  readonly status: "rejected";
  /** What is wrong with the coerced input; never empty. */
  readonly issues: readonly [Issue, ...Issue[]];
  /** The model-facing text (`formatIssues`). */
  readonly message: string;
  /** `message` wrapped as `<tool_use_error>InputValidationError: …</tool_use_error>`. */
  readonly toolUseError: string;
  /** The repairs that were tried before validation failed again. */
  readonly coercions: readonly Coercion[];
  /**
   * How many issues were left out of `issues`, past the 1,000 a rejection lists (docs/messages.md,
   * "The cap"); `message`'s last line counts them. Set only when some were.
   */
  readonly unlistedIssues?: number;
  /** Set when the schema could not be compiled and `onSchemaError` is `"reject"`, or no engine could check the input. */
  readonly schemaError?: string;
}

/** What `validateToolInput` returns: a union on `ok`, and on `status` for the three cases. */
export type ToolInputResult = ToolInputAccepted | ToolInputUnchecked | ToolInputRejected;

/** The input satisfies the schema. */
export interface SchemaValid {
  readonly status: "valid";
  readonly valid: true;
  /** Always empty. */
  readonly errors: readonly [];
}

/** The input does not satisfy the schema. */
export interface SchemaInvalid {
  readonly status: "invalid";
  readonly valid: false;
  /** Every error, in Ajv's shape (`allErrors`, `verbose`), whichever engine checked; never empty. */
  readonly errors: readonly AjvErrorLike[];
}

/** The input was not checked: the schema could not be compiled (or checking itself failed). */
export interface SchemaUnusable {
  readonly status: "unchecked";
  readonly valid: false;
  /** Always empty: nothing was checked. */
  readonly errors: readonly [];
  /** Why nothing was checked, as a sentence. */
  readonly schemaError: string;
}

/** What `Validator#validate` returns: a union on `status` (and on `valid`, which is `true` for `"valid"` only). */
export type SchemaValidation = SchemaValid | SchemaInvalid | SchemaUnusable;
