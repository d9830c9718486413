import { presentItems, readField } from "@tool-input/json";
import type { Validator } from "../create-validator.js";
import { readToolName } from "../pipeline/describe-tool.js";
import { creationOptions } from "../pipeline/resolve-options.js";
import { sharedValidator } from "../shared-validator.js";
import type { ToolDefinition, ValidateOptions } from "../types.js";
import { type CallSession, createCallSession } from "./call-session.js";
import { calledNames } from "./called-names.js";
import { type CallContext, checkCall } from "./check-call.js";
import { nameText } from "./name-text.js";
import { type NamedTool, type NameResolution, ToolNames } from "./tool-names.js";
import type { CallChecker, CallSessionOptions, ToolCatalogOptions } from "./types.js";

/** A list of tools, analysed once, that checks calls `{ name, arguments }` against it. */
export interface ToolCatalog extends CallChecker {
  /** How many tools it holds (one per name). */
  readonly size: number;
  /** The tool named exactly `name`. */
  tool(name: string): ToolDefinition | undefined;
  /** Which tool a called name stands for (docs/pipeline.md, "Tool names"). */
  resolve(name: string): NameResolution;
  /** A session (one conversation, one MCP connection) that remembers repeated mistakes. */
  createSession(options?: CallSessionOptions): CallSession;
}

/**
 * A catalog of `tools` (docs/pipeline.md, "The call"): names analysed now, schemas compiled on
 * first use by the validator (the shared one unless `options.validator`), so making a new one
 * when a server's `tools/list` changes is cheap. Entries that are not tools are skipped, a tool
 * whose name cannot be read among them.
 */
export function createToolCatalog(
  tools: Iterable<ToolDefinition>,
  options?: ToolCatalogOptions,
): ToolCatalog {
  const { validator, ...rest } = creationOptions(options) as ToolCatalogOptions;
  const defaults: ValidateOptions | undefined = Object.keys(rest).length > 0 ? rest : undefined;
  const list = toolsOf(tools);
  const names = new ToolNames(list);
  const context: CallContext = {
    called: calledNames(names, list, defaults?.projection),
    size: [...names.names()].length,
    validator: isValidator(validator) ? validator : sharedValidator(),
    defaults,
  };
  const check = (call: Parameters<CallChecker["checkCall"]>[0], callOptions?: ValidateOptions) =>
    checkCall(context, call, callOptions);
  return {
    size: context.size,
    tool: (name) => names.exact(name),
    resolve: (name) => context.called.resolve(nameText(name)),
    checkCall: check,
    createSession: (sessionOptions) =>
      createCallSession(check, (tool) => names.nameOf(tool), defaults, sessionOptions),
  };
}

/**
 * The well-formed tools of `tools` (a name that reads as a non-empty string), each name read
 * once; a tool whose name cannot be read is skipped alone. Never throws.
 */
function toolsOf(tools: Iterable<ToolDefinition>): NamedTool[] {
  const list: NamedTool[] = [];
  try {
    for (const tool of Array.isArray(tools) ? presentItems(tools) : tools) {
      if (typeof tool !== "object" || tool === null) continue;
      const name = readToolName(tool);
      // No call resolves to the empty name (it is a call that names no tool).
      if (name !== undefined && name !== "") list.push({ name, tool });
    }
  } catch {
    // A hostile iterable: the tools read so far are the catalog.
  }
  return list;
}

function isValidator(value: unknown): value is Validator {
  return typeof readField(value, "validateToolInput") === "function";
}
