import type { FunctionTool, RunContext } from "@openai/agents-core";
import { tool } from "@openai/agents-core";
import {
  type AdapterOptions,
  acceptedArgumentsText,
  type CallSession,
  createToolCatalog,
  type JsonSchema,
  projectToolSchema,
  type ValidateOptions,
} from "@tool-input/validate";

/** What the Agents SDK passes a tool's `execute` after the run context (the call, a signal). */
export type ToolCallDetails = Parameters<FunctionTool["invoke"]>[2];

/** Options for `repairingTool`: a function tool described by its JSON Schema. */
export interface RepairingToolOptions<TInput, TContext> extends AdapterOptions {
  /** The tool's name, as the model calls it; `""` names it after `execute`, as the SDK's `tool()` does. */
  readonly name: string;
  /** What the tool does, for the model. */
  readonly description: string;
  /** The JSON Schema of the tool's arguments (an object schema), sent to the model as it is. */
  readonly inputSchema: JsonSchema;
  /** Runs the tool with the input as sent, or as repaired; never called with an invalid input. */
  readonly execute: (
    input: TInput,
    runContext?: RunContext<TContext>,
    details?: ToolCallDetails,
  ) => unknown;
  /**
   * OpenAI's strict mode: the model is sent the schema's `openai-strict` projection
   * (docs/providers.md), and each call is lifted back to the original's shape and checked
   * against `inputSchema`. A schema that cannot be projected faithfully throws here, with the
   * reason. Default `false`: the schema is sent as it is.
   */
  readonly strict?: boolean | undefined;
  /** Whether a call needs human approval first (the SDK's `needsApproval`). Default `false`. */
  readonly needsApproval?: boolean | undefined;
  /** Milliseconds a call may run (the SDK's `timeoutMs`). Default: no limit. */
  readonly timeoutMs?: number | undefined;
}

/**
 * A `FunctionTool` for the OpenAI Agents SDK that repairs and validates the model's arguments
 * text with tool-input before `execute` (docs/frameworks.md): a call that cannot be repaired is
 * answered with tool-input's `<tool_use_error>` text as the tool's output, so the model reads what
 * to fix (the SDK's own error path redacts details by default). The runner parses the text as JSON
 * before any tool runs and answers text that is not JSON (`""`, a fenced block, a cut-off object)
 * with "Please try again with valid JSON" itself: such text reaches this tool (`""` as `{}`) only
 * from a model wrapped by `toolInputModel`. Each run (its `RunContext`) has its own session, which
 * notices repeated mistakes.
 */
export function repairingTool<TInput = Record<string, unknown>, TContext = unknown>(
  options: RepairingToolOptions<TInput, TContext>,
): FunctionTool<TContext> {
  if (typeof options !== "object" || options === null) {
    const kind = options === null ? "null" : typeof options;
    throw new TypeError(`[openai-agents] repairingTool: options must be an object, got ${kind}`);
  }
  const { name, description, inputSchema, execute, strict, needsApproval, timeoutMs } = options;
  // Setup mistakes throw here, not on the model's first call (docs/frameworks.md, "OpenAI Agents SDK").
  if (typeof name !== "string") {
    throw new TypeError(`[openai-agents] repairingTool: name must be a string, got ${typeof name}`);
  }
  if (typeof execute !== "function") {
    throw new TypeError(
      `[openai-agents] repairingTool: execute of tool \`${name}\` must be a function`,
    );
  }
  const parameters = strict === true ? strictParameters(name, inputSchema) : inputSchema;
  const validate: ValidateOptions | undefined =
    strict === true ? { ...options.validate, projection: "openai-strict" } : options.validate;
  const sessions = new WeakMap<object, CallSession>();
  const toolOptions = {
    name,
    description,
    // With a JSON Schema the Agents SDK parses the arguments' JSON and checks nothing, so every
    // check is the one below; in strict mode the SDK's own strict conversion finds nothing to change.
    parameters,
    strict: strict === true,
    ...(needsApproval === undefined ? {} : { needsApproval }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    execute: named(
      execute.name,
      (input: unknown, runContext?: RunContext<TContext>, details?: ToolCallDetails) =>
        execute(input as TInput, runContext, details),
    ),
  };
  // The SDK types a JSON Schema by its strict-mode shape; a tool's real schema is any object schema.
  const base = tool(toolOptions as unknown as Parameters<typeof tool>[0]) as FunctionTool<TContext>;
  // The SDK sends the tool under a name of its own (`read-file` as `read_file`): the model's
  // messages name that one.
  const sent = base.name;
  const catalog = createToolCatalog([{ name: sent, inputSchema }], {
    validator: options.validator,
  });
  return {
    ...base,
    // The text as the runner hands it (JSON, or what `toolInputModel` made JSON of other text),
    // checked here: the SDK's own parsing checks nothing against a JSON Schema.
    invoke: async (runContext, input, details) => {
      let checker: Pick<CallSession, "checkCall"> = catalog;
      if (typeof runContext === "object" && runContext !== null) {
        checker = sessions.get(runContext) ?? catalog.createSession();
        sessions.set(runContext, checker as CallSession);
      }
      const result = checker.checkCall({ name: sent, arguments: input }, validate);
      if (!result.ok) return result.toolUseError;
      const text = acceptedArgumentsText(sent, input, result, validate);
      if (!text.ok) return text.toolUseError;
      return await base.invoke(runContext, text.text, details);
    },
  };
}

/**
 * `run` under the name of the user's `execute`: the SDK names a tool without a `name` after its
 * `execute` function, and `run` would otherwise be called `execute`.
 */
function named<T extends (...args: never[]) => unknown>(name: string, run: T): T {
  return Object.defineProperty(run, "name", { value: name });
}

// The schema strict mode sends; the tool cannot be made strict without changing what it accepts.
function strictParameters(name: string, inputSchema: JsonSchema): JsonSchema {
  const projected = projectToolSchema({ name, inputSchema }, "openai-strict");
  if (projected.ok) return projected.inputSchema;
  throw new TypeError(`${projected.reason} Send it with strict: false.`);
}
