import type {
  Model,
  ModelRequest,
  ModelResponse,
  StreamEvent,
  ToolErrorFormatter,
} from "@openai/agents-core";
import {
  type AdapterOptions,
  type CallResult,
  createToolCatalog,
  type JsonSchema,
  type ToolCatalog,
} from "@tool-input/validate";

/** A `Model` that puts misspelled tool names right, and the formatter for names it cannot. */
export interface ToolInputModel extends Model {
  /**
   * For `run(…, { toolNotFoundBehavior: "return_error_to_model", toolErrorFormatter })`: the
   * model is told ``There is no tool named `x` (did you mean `y`?)`` instead of the SDK's
   * `Tool 'x' not found.` (the SDK raises and ends the run without `toolNotFoundBehavior`).
   */
  readonly toolErrorFormatter: ToolErrorFormatter;
}

type Item = ModelResponse["output"][number];

/**
 * The arguments text as the runner may parse it: JSON as it is; other text that tool-input
 * repairs (`""`, a fenced block) as the repaired JSON; text it rejects (cut off, prose after the
 * object) as a JSON string holding it, which `repairingTool` reads back and answers with the
 * sentence and position (the runner would refuse it with "Please try again with valid JSON").
 */
function argumentsText(text: string, check: () => CallResult): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    const result = check();
    return result.ok ? JSON.stringify(result.value) : JSON.stringify(text);
  }
}

/**
 * `model` with each function call's name resolved against the function tools of the request
 * before the Agents SDK looks it up (docs/frameworks.md, "The call"): the SDK finds tools by
 * exact name and raises otherwise, and a `Model` is the one place that sees the name first.
 * Arguments are left to `repairingTool`, which reads the raw text.
 */
export function toolInputModel(model: Model, options?: AdapterOptions): ToolInputModel {
  let signature: string | undefined;
  let catalog: ToolCatalog | undefined;
  const catalogOf = (request: ModelRequest): ToolCatalog => {
    const tools = request.tools.filter((tool) => tool.type === "function");
    const names = JSON.stringify(tools.map((tool) => tool.name));
    if (catalog === undefined || names !== signature) {
      const definitions = tools.map((tool) => ({
        name: tool.name,
        inputSchema: (tool as { parameters?: JsonSchema }).parameters ?? true,
      }));
      catalog = createToolCatalog(definitions, { validator: options?.validator });
      signature = names;
    }
    return catalog;
  };
  const renamed = (items: readonly Item[], request: ModelRequest): Item[] => {
    const tools = catalogOf(request);
    return items.map((item) => {
      if (item.type !== "function_call") return item;
      const resolution = tools.resolve(item.name);
      if (resolution.kind === "unknown") return item;
      const name = resolution.tool.name;
      const text = argumentsText(item.arguments, () =>
        tools.checkCall({ name, arguments: item.arguments }, options?.validate),
      );
      return name === item.name && text === item.arguments
        ? item
        : { ...item, name, arguments: text };
    });
  };
  return {
    ...(model.supportsPromptModelSelection === undefined
      ? {}
      : { supportsPromptModelSelection: model.supportsPromptModelSelection }),
    async getResponse(request) {
      const response = await model.getResponse(request);
      return { ...response, output: renamed(response.output, request) };
    },
    async *getStreamedResponse(request) {
      for await (const event of model.getStreamedResponse(request)) {
        yield event.type === "response_done"
          ? ({
              ...event,
              response: { ...event.response, output: renamed(event.response.output, request) },
            } as StreamEvent)
          : event;
      }
    },
    ...(model.getRetryAdvice === undefined
      ? {}
      : { getRetryAdvice: (args) => model.getRetryAdvice?.(args) }),
    toolErrorFormatter: ({ kind, toolName }) => {
      if (kind !== "tool_not_found" || catalog === undefined) return undefined;
      const result = catalog.checkCall({ name: toolName, arguments: {} });
      return !result.ok && result.reason === "unknown-tool" ? result.toolUseError : undefined;
    },
  };
}
