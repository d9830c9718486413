import type { FunctionTool, RunContext } from "@openai/agents-core";
import { tool } from "@openai/agents-core";
import {
  createValidator,
  type JsonSchema,
  type ValidateOptions,
  type Validator,
} from "@tool-input/validate";

/** What the Agents SDK passes a tool's `execute` after the run context (the call, a signal). */
export type ToolCallDetails = Parameters<FunctionTool["invoke"]>[2];

/** Options for `repairingTool`: a function tool described by its JSON Schema. */
export interface RepairingToolOptions<TInput, TContext> {
  /** The tool's name, as the model calls it. */
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
  /** Sent to the model as the tool's `strict` flag; the input is checked here either way. Default `false`. */
  readonly strict?: boolean | undefined;
  /** Whether a call needs human approval first (the SDK's `needsApproval`). Default `false`. */
  readonly needsApproval?: boolean | undefined;
  /** Milliseconds a call may run (the SDK's `timeoutMs`). Default: no limit. */
  readonly timeoutMs?: number | undefined;
  /** tool-input's pipeline options (coercion, messages). */
  readonly toolInput?: ValidateOptions | undefined;
}

/**
 * A `FunctionTool` for the OpenAI Agents SDK whose `execute` first repairs and validates the
 * model's arguments with tool-input. A call that cannot be repaired is answered with tool-input's
 * `<tool_use_error>` text as the tool's output, so the model reads what to fix (the SDK's own
 * error path redacts details by default, docs/frameworks.md).
 */
export function repairingTool<TInput = Record<string, unknown>, TContext = unknown>(
  options: RepairingToolOptions<TInput, TContext>,
): FunctionTool<TContext> {
  const { name, description, inputSchema, execute, strict, needsApproval, timeoutMs } = options;
  const validator: Validator = createValidator(options.toolInput);
  const definition = { name, inputSchema };
  const toolOptions = {
    name,
    description,
    // The schema as the tool declares it: with a JSON Schema the Agents SDK parses the
    // arguments' JSON and checks nothing, so every check is the one below.
    parameters: inputSchema,
    strict: strict === true,
    ...(needsApproval === undefined ? {} : { needsApproval }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    execute: async (
      input: unknown,
      runContext?: RunContext<TContext>,
      details?: ToolCallDetails,
    ) => {
      const result = validator.validateToolInput(definition, input);
      if (!result.ok) return result.toolUseError;
      return await execute(result.value as TInput, runContext, details);
    },
  };
  // The SDK types a JSON Schema by its strict-mode shape; a tool's real schema is any object schema.
  return tool(toolOptions as unknown as Parameters<typeof tool>[0]) as FunctionTool<TContext>;
}
