import type {
  Model,
  ModelRequest,
  ModelResponse,
  StreamEvent,
  ToolErrorFormatter,
} from "@openai/agents-core";
import { copyFields, presentItems, readField } from "@tool-input/json";
import {
  type AdapterOptions,
  type CallResult,
  createToolCatalog,
  type JsonSchema,
  nameText,
  readToolName,
  type ToolCatalog,
  type ToolDefinition,
  type ValidateOptions,
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
 * object), or whose repair nests too deep to write out, as a JSON string holding it, which
 * `repairingTool` reads back and answers with the sentence (the runner would refuse it with
 * "Please try again with valid JSON").
 */
function argumentsText(text: string, check: () => CallResult): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    const result = check();
    if (!result.ok) return JSON.stringify(text);
    try {
      return JSON.stringify(result.value);
    } catch {
      return JSON.stringify(text); // nested too deep to write out: `repairingTool` answers it
    }
  }
}

/**
 * `model` with each function call's name resolved against the function tools of the request
 * before the Agents SDK looks it up (docs/frameworks.md, "The call"): the SDK finds tools by
 * exact name and raises otherwise, and a `Model` is the one place that sees the name first.
 * Arguments are left to `repairingTool`, which reads the raw text.
 */
export function toolInputModel(model: Model, options?: AdapterOptions): ToolInputModel {
  if (typeof model !== "object" || model === null) {
    const kind = model === null ? "null" : typeof model;
    throw new TypeError(`[openai-agents] toolInputModel: model must be a Model, got ${kind}`);
  }
  const validate = options?.validate;
  const validator = options?.validator;
  let signature: string | undefined;
  let catalog: ToolCatalog | undefined;
  const catalogOf = (request: ModelRequest): ToolCatalog => {
    const tools = functionTools(request);
    const names = tools.map(readToolName); // each read once; a tool without one is left out
    const text = JSON.stringify(names);
    if (catalog === undefined || text !== signature) {
      const definitions = tools.flatMap((tool, index) => {
        const name = names[index];
        return name === undefined ? [] : [definitionOf(name, tool)];
      });
      catalog = createToolCatalog(definitions, { validator });
      signature = text;
    }
    return catalog;
  };
  const renamed = (items: readonly Item[], request: ModelRequest): readonly Item[] => {
    const tools = catalogOf(request);
    return presentItems(items).map((item) => {
      try {
        return renamedItem(item, tools, validate);
      } catch {
        return item; // an item that cannot be read is the runner's to refuse
      }
    });
  };
  // The response with its output renamed, copied field by field so that a getter elsewhere on
  // it that throws does not throw here; one whose output is not a list is passed on as it is.
  const withRenamed = (response: ModelResponse, request: ModelRequest): ModelResponse => {
    const output = readField(response, "output");
    if (!Array.isArray(output)) return response;
    return { ...copyFields(response), output: renamed(output, request) } as ModelResponse;
  };
  return {
    ...(model.supportsPromptModelSelection === undefined
      ? {}
      : { supportsPromptModelSelection: model.supportsPromptModelSelection }),
    async getResponse(request) {
      return withRenamed(await model.getResponse(request), request);
    },
    async *getStreamedResponse(request) {
      for await (const event of model.getStreamedResponse(request)) {
        yield readField(event, "type") === "response_done"
          ? ({
              ...copyFields(event),
              response: withRenamed(readField(event, "response") as ModelResponse, request),
            } as unknown as StreamEvent)
          : event;
      }
    },
    ...(model.getRetryAdvice === undefined
      ? {}
      : { getRetryAdvice: (args) => model.getRetryAdvice?.(args) }),
    toolErrorFormatter: (args) => {
      if (catalog === undefined) return undefined;
      let name: string;
      try {
        if (args.kind !== "tool_not_found") return undefined;
        name = nameText(args.toolName);
      } catch {
        return undefined; // the SDK's own message stands
      }
      const result = catalog.checkCall({ name, arguments: {} });
      return !result.ok && result.reason === "unknown-tool" ? result.toolUseError : undefined;
    },
  };
}

/** One output item with its name resolved and its arguments text made parseable. */
function renamedItem(item: Item, tools: ToolCatalog, validate: ValidateOptions | undefined): Item {
  if (item.type !== "function_call") return item;
  const called = item.name;
  const text = item.arguments;
  const resolution = tools.resolve(called);
  if (resolution.kind === "unknown") return item;
  const name = resolution.name;
  const parseable = argumentsText(text, () => tools.checkCall({ name, arguments: text }, validate));
  return name === called && parseable === text ? item : { ...item, name, arguments: parseable };
}

/** The request's function tools, by the items its list has; none where it cannot be read. */
function functionTools(request: ModelRequest): readonly unknown[] {
  try {
    const tools = request.tools;
    if (!Array.isArray(tools)) return [];
    return presentItems(tools).filter(isFunctionTool);
  } catch {
    return [];
  }
}

function isFunctionTool(tool: unknown): boolean {
  return readField(tool, "type") === "function";
}

/** The tool `name`, its `parameters` read when a call is checked, so a getter that throws rejects it. */
function definitionOf(name: string, tool: unknown): ToolDefinition {
  return {
    name,
    get inputSchema() {
      return (tool as { parameters?: JsonSchema }).parameters ?? true;
    },
  };
}
