import type { AdapterOptions } from "@tool-input/validate";
import { type AgentMiddleware, createMiddleware, ToolMessage } from "langchain";
import { RunCatalogs } from "./run-catalog.js";

/**
 * A `createAgent` middleware (`wrapToolCall`) that checks each tool call with tool-input before
 * the tool sees it (docs/frameworks.md): a misspelled tool name is resolved to the tool the model
 * was offered, the arguments are repaired, and a call it cannot repair, or a name it cannot
 * resolve, is answered with a `ToolMessage` holding tool-input's `<tool_use_error>` text, status
 * `"error"`, instead of the tool's exception. Each agent run has its own session, which notices
 * repeated mistakes. Tools whose JSON Schema cannot be read are called as they are.
 */
export function toolInputMiddleware(options?: AdapterOptions): AgentMiddleware {
  const catalogs = new RunCatalogs(options);
  return createMiddleware({
    name: "ToolInputMiddleware",
    beforeAgent: () => {
      catalogs.startRun();
      return undefined;
    },
    wrapModelCall: (request, handler) => {
      catalogs.offer(request.tools);
      return handler(request);
    },
    wrapToolCall: (request, handler) => {
      const { toolCall } = request;
      const catalog = catalogs.current(request.tool);
      if (catalog === undefined) return handler(request);
      const result = catalog.session.checkCall(
        { name: toolCall.name, arguments: toolCall.args },
        options?.validate,
      );
      if (!result.ok) {
        return new ToolMessage({
          content: result.toolUseError,
          tool_call_id: toolCall.id ?? "",
          name: toolCall.name,
          status: "error",
        });
      }
      const name = result.tool.name;
      if (result.value === toolCall.args && name === toolCall.name) return handler(request);
      const args = result.value as Record<string, unknown>;
      const tool = catalog.byName.get(name) ?? request.tool;
      return handler({
        ...request,
        tool: tool as typeof request.tool,
        toolCall: { ...toolCall, name, args },
      });
    },
  });
}
