import type { Coercion } from "@tool-input/coerce";
import type { Issue } from "@tool-input/format";
import type { Validator } from "../create-validator.js";
import type { Notice, ToolDefinition, ValidateOptions } from "../types.js";

/** One call as a harness holds it: the name the model called and its arguments. */
export interface ToolCall {
  /** The tool name as the model wrote it. */
  readonly name: string;
  /** The arguments: an object, or the provider's raw text (`""`, JSON, a fenced block…); absent is `{}` for an object schema. */
  readonly arguments?: unknown;
}

/** Options for `createToolCatalog`: the validator to run on, and defaults for every call. */
export interface ToolCatalogOptions extends ValidateOptions {
  /** The validator whose engines and cache check the calls. Default: the shared one that `validateToolInput` uses. */
  readonly validator?: Validator | undefined;
}

/** Options for `catalog.createSession()`. */
export interface CallSessionOptions {
  /** How many tools' last rejections the session remembers; the least recently rejected is forgotten first. Default 32. */
  readonly maxTools?: number | undefined;
}

/** The call names a tool and its arguments are valid, as sent or after repair. */
export interface CallAccepted {
  readonly ok: true;
  /** `"accepted"`: a validator checked the arguments and they passed. */
  readonly status: "accepted";
  /** The tool called (its real name, when the name was repaired). */
  readonly tool: ToolDefinition;
  /** The arguments itself (`===`) when valid as sent, otherwise the decoded or repaired copy. */
  readonly value: unknown;
  /** The repairs made, `tool-name` and `empty` among them; empty when the call was right as sent. */
  readonly coercions: readonly Coercion[];
  /** Never set on checked arguments (see `CallUnchecked`). */
  readonly schemaError?: never;
  /** Set when a near-miss key was passed on; never empty when set. */
  readonly notices?: readonly Notice[];
}

/** The tool's schema could not be compiled and `onSchemaError` is `"pass"`: the arguments were passed on unvalidated. */
export interface CallUnchecked {
  readonly ok: true;
  /** `"unchecked"`: nothing validated the arguments. */
  readonly status: "unchecked";
  /** The tool called (its real name, when the name was repaired). */
  readonly tool: ToolDefinition;
  /** The arguments as coercion left them. */
  readonly value: unknown;
  /** The repairs made. */
  readonly coercions: readonly Coercion[];
  /** Why the arguments were not validated, as a sentence naming the tool. */
  readonly schemaError: string;
  /** Never set: near-miss keys are read only on checked arguments. */
  readonly notices?: never;
}

/** The call names a tool, but its arguments are wrong even after repair. */
export interface CallInputRejected {
  readonly ok: false;
  readonly status: "rejected";
  readonly reason: "input";
  /** The tool called (its real name, when the name was repaired). */
  readonly tool: ToolDefinition;
  /** What is wrong with the arguments; never empty. */
  readonly issues: readonly [Issue, ...Issue[]];
  /** The model-facing text; in a session, with the parameters line and the repeat line when the mistake repeats. */
  readonly message: string;
  /** `message` wrapped as `<tool_use_error>InputValidationError: …</tool_use_error>`. */
  readonly toolUseError: string;
  /** The repairs tried (`tool-name` among them when the name was repaired). */
  readonly coercions: readonly Coercion[];
  /** Set when the schema could not be compiled and `onSchemaError` is `"reject"`. */
  readonly schemaError?: string;
  /** In a session: how many times in a row this tool was rejected with the same lines (1 the first time). */
  readonly repeats?: number;
}

/** The call names no tool of the catalog, or several equally. */
export interface CallToolRejected {
  readonly ok: false;
  readonly status: "rejected";
  readonly reason: "unknown-tool";
  /** The names offered in the message (at most three), closest first. */
  readonly near: readonly string[];
  /** Whether the name matched several tools equally (then `near` are those tools). */
  readonly ambiguous: boolean;
  /** One `other` issue at the root whose message is the sentence. */
  readonly issues: readonly [Issue, ...Issue[]];
  /** ``There is no tool named `read_files` (did you mean `read_multiple_files`?)``. */
  readonly message: string;
  /** `message` wrapped as `<tool_use_error>…</tool_use_error>`. */
  readonly toolUseError: string;
  /** Always empty: nothing was repaired. */
  readonly coercions: readonly [];
}

/** A rejected call: wrong arguments, or no such tool. */
export type CallRejected = CallInputRejected | CallToolRejected;

/** What `checkCall` returns: a union on `ok`, on `status`, and for a rejection on `reason`. */
export type CallResult = CallAccepted | CallUnchecked | CallRejected;

/** Checks calls one at a time; a session's `checkCall` also remembers repeated mistakes. */
export interface CallChecker {
  /** Resolves the name, reads the arguments, runs the pipeline; never throws. */
  checkCall(call: ToolCall, options?: ValidateOptions): CallResult;
}

/**
 * The options every adapter takes (docs/frameworks.md, "One convention"): the pipeline's options
 * under `validate`, and the validator to run on.
 */
export interface AdapterOptions {
  /** Options for each pipeline run (docs/pipeline.md, "Options"). */
  readonly validate?: ValidateOptions | undefined;
  /** The validator to run on. Default: the shared one that `validateToolInput` uses. */
  readonly validator?: Validator | undefined;
}
