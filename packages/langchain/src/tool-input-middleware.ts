import { copyFields, readField } from "@tool-input/json";
import { type AdapterOptions, nameText } from "@tool-input/validate";
import { type AgentMiddleware, createMiddleware, ToolMessage } from "langchain";
import { RunCatalogs } from "./run-catalog.js";

/**
 * A `createAgent` middleware (`wrapToolCall`) that checks each tool call with tool-input before
 * the tool sees it (docs/frameworks.md): a misspelled tool name is resolved to the tool the model
 * was offered, the arguments are repaired, and a call it cannot repair, or a name it cannot
 * resolve, is answered with a `ToolMessage` holding tool-input's `<tool_use_error>` text, status
 * `"error"`, instead of the tool's exception. Each agent run has its own catalog and session,
 * which notices repeated mistakes. Tools whose JSON Schema cannot be read are called as they
 * are. `options` are read once, here.
 */
export function toolInputMiddleware(options?: AdapterOptions): AgentMiddleware {
  const validate = options?.validate;
  const catalogs = new RunCatalogs(options?.validator);
  return createMiddleware({
    name: "ToolInputMiddleware",
    beforeAgent: (state) => {
      catalogs.startRun(readField(state, "messages"));
      return undefined;
    },
    wrapModelCall: async (request, handler) => {
      const offer = catalogs.offer(readField(request, "tools"), messagesOf(request));
      const answer = await handler(request);
      catalogs.answered(answer, offer);
      return answer;
    },
    wrapToolCall: (request, handler) => {
      const toolCall = readField(request, "toolCall") as typeof request.toolCall | undefined;
      const offered = readField(request, "tool");
      const catalog = catalogs.catalogOf(messagesOf(request), offered);
      if (catalog === undefined) return handler(request);
      const called = nameText(readField(toolCall, "name"));
      let args: unknown;
      // `args` is read once, by the check, which rejects a call whose getter throws.
      const result = catalog.session.checkCall(
        {
          name: called,
          get arguments() {
            args = (toolCall as { args?: unknown } | undefined)?.args;
            return args;
          },
        },
        validate,
      );
      if (!result.ok) {
        return new ToolMessage({
          content: result.toolUseError,
          tool_call_id: nameText(readField(toolCall, "id")),
          name: called,
          status: "error",
        });
      }
      const name = result.tool.name;
      if (result.value === args && name === called) return handler(request);
      const tool = catalog.byName.get(name) ?? offered;
      // Copied field by field: a getter elsewhere on the request that throws does not throw here.
      return handler({
        ...copyFields(request),
        tool: tool as typeof request.tool,
        toolCall: {
          ...copyFields(toolCall),
          name,
          args: result.value as Record<string, unknown>,
        },
      } as typeof request);
    },
  });
}

// The messages of the run a hook's request belongs to.
function messagesOf(request: unknown): unknown {
  return readField(readField(request, "state"), "messages");
}
