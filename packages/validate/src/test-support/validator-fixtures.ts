// Tools and helpers shared by the validator tests (left out of the build and of the tarball).
import type { ToolDefinition, ToolInputRejected, ToolInputResult } from "../types.js";

/** server-filesystem's read_text_file, as the server lists it (draft-07). */
export const readTextFile: ToolDefinition = {
  name: "read_text_file",
  inputSchema: {
    type: "object",
    properties: {
      path: { type: "string" },
      tail: { type: "number" },
      head: { type: "number" },
    },
    required: ["path"],
    $schema: "http://json-schema.org/draft-07/schema#",
  },
};

/** Booleans and an array of numbers, no other keys. */
export const flags: ToolDefinition = {
  name: "flags",
  inputSchema: {
    type: "object",
    properties: { on: { type: "boolean" }, list: { type: "array", items: { type: "number" } } },
    additionalProperties: false,
  },
};

/** `result` as a rejection; throws when it was accepted. */
export function expectRejected(result: ToolInputResult): ToolInputRejected {
  if (result.ok) throw new Error("expected a rejection");
  return result;
}
