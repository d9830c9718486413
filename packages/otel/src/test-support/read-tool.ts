import type { ToolDefinition } from "@tool-input/validate";

/** A small tool the otel tests call: a required `path`, a numeric `head`, nothing else. */
export const readTool: ToolDefinition = {
  name: "read",
  inputSchema: {
    type: "object",
    properties: { path: { type: "string" }, head: { type: "number" } },
    required: ["path"],
    additionalProperties: false,
  },
};
