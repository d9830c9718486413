import type { ToolDefinition } from "@tool-input/validate";

// The `edit_file` call of the README, shared by its test and the framework tests
// (docs/frameworks.md): a call tool-input can repair, one it cannot, and the exact text the model
// is sent for the latter.

/**
 * The JSON Schema of `edit_file`'s arguments: the shape of @modelcontextprotocol/server-filesystem's,
 * made strict (no other keys), as the README says.
 */
export const editFileSchema = {
  type: "object",
  properties: {
    path: { type: "string" },
    edits: {
      type: "array",
      items: {
        type: "object",
        properties: { oldText: { type: "string" }, newText: { type: "string" } },
        required: ["oldText", "newText"],
        additionalProperties: false,
      },
    },
    dryRun: { type: "boolean", default: false },
  },
  required: ["path", "edits"],
  additionalProperties: false,
};

/** `edit_file` as a tool definition. */
export const editFile: ToolDefinition = { name: "edit_file", inputSchema: editFileSchema };

/** What models send: `edits` as JSON text, `dryRun` as a string. */
export const sentInput = {
  path: "notes.txt",
  edits: '[{"oldText":"TODO","newText":"DONE"}]',
  dryRun: "false",
};

/** What the tool must receive. */
export const repairedInput = {
  path: "notes.txt",
  edits: [{ oldText: "TODO", newText: "DONE" }],
  dryRun: false,
};

/** A call no repair can save: `file_path` for `path`. */
export const unrepairableInput = { file_path: "notes.txt", edits: [] };

/** tool-input's message for `unrepairableInput`. */
export const unrepairableMessage =
  "edit_file failed due to the following issues:\nThe required parameter `path` is missing\nAn unexpected parameter `file_path` was provided (did you mean `path`?)";

/** A JavaScript stack frame line, as a stack trace prints it. */
export const stackFrame = /\n\s+at /;
