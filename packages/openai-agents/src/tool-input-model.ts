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
  nameText,
  type ValidateOptions,
} from "@tool-input/validate";
import { type Offered, OfferedTools } from "./offered-tools.js";
import { placeOf, qualifiedName } from "./qualified-name.js";

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
 * (a namespaced one by its qualified name, `gitlab.search`) before the Agents SDK looks it up
 * (docs/frameworks.md, "The call"): the SDK finds tools by exact name and raises otherwise, and
 * a `Model` is the one place that sees the name first. Arguments are left to `repairingTool`,
 * which reads the raw text.
 */
export function toolInputModel(model: Model, options?: AdapterOptions): ToolInputModel {
  if (typeof model !== "object" || model === null) {
    const kind = model === null ? "null" : typeof model;
    throw new TypeError(`[openai-agents] toolInputModel: model must be a Model, got ${kind}`);
  }
  const validate = options?.validate;
  const offered = new OfferedTools(options?.validator);
  const renamed = (items: readonly Item[], request: ModelRequest): readonly Item[] => {
    const tools = offered.of(request);
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
      const catalog = offered.last?.catalog;
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

/**
 * One output item with its name resolved and its arguments text made parseable. A call is found
 * by its qualified name (its `namespace` with its `name`), and one renamed is written back in the
 * place of the tool it names.
 */
function renamedItem(item: Item, tools: Offered, validate: ValidateOptions | undefined): Item {
  if (item.type !== "function_call") return item;
  const called = qualifiedName(placeOf(item.name, item));
  const text = item.arguments;
  const { catalog, places } = tools;
  const resolution = catalog.resolve(called);
  if (resolution.kind === "unknown") return item;
  const name = resolution.name;
  const parseable = argumentsText(text, () =>
    catalog.checkCall({ name, arguments: text }, validate),
  );
  if (name === called) return parseable === text ? item : { ...item, arguments: parseable };
  const { namespace: _namespace, ...call } = item;
  return { ...call, ...places.get(name), arguments: parseable };
}
