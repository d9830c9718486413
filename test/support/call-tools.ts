import type { ToolDefinition } from "@tool-input/validate";
import { editFile, unrepairableMessage } from "./edit-file.js";

// The calls of issue 20's framework tests (docs/frameworks.md, "The call"): tools shaped as
// @modelcontextprotocol/server-filesystem's, the calls a model gets wrong as a whole, and the
// exact text tool-input answers each with.

/** `read_text_file`: one required string. */
export const readTextFile: ToolDefinition = {
  name: "read_text_file",
  inputSchema: {
    type: "object",
    properties: { path: { type: "string" } },
    required: ["path"],
    additionalProperties: false,
  },
};

/** A tool that takes no parameters. */
export const listAllowed: ToolDefinition = {
  name: "list_allowed_directories",
  inputSchema: { type: "object", properties: {}, required: [] },
};

const anyObject = { type: "object" };

/** Every tool of the scenarios, in the order a server lists them. */
export const callTools: readonly ToolDefinition[] = [
  { name: "read_file", inputSchema: anyObject },
  readTextFile,
  { name: "read_multiple_files", inputSchema: anyObject },
  listAllowed,
  editFile,
];

/** A misspelled name with one tool behind it. */
export const misspelledName = "readTextFile";

/** A name near two tools. */
export const unknownName = "read_files";

/** What tool-input answers `unknownName` with. */
export const unknownMessage =
  "There is no tool named `read_files` (did you mean `read_file` or `read_multiple_files`?)";

/** Arguments text cut off by the output limit (31 characters). */
export const truncatedText = '{"path":"/home/user/notes.txt",';

/** What tool-input answers `truncatedText` with. */
export const truncatedMessage =
  "read_text_file failed due to the following issue:\nThe arguments text ends before the JSON object is complete (at character 31 of 31); send the whole call again";

/** `edit_file`'s parameters line, added from the second identical mistake. */
export const editFileParameters =
  "edit_file takes `path` (string, required), `edits` (array of objects with `oldText`, `newText`, required), `dryRun` (boolean)";

/** What the third identical call with `unrepairableInput` is answered with. */
export const thirdMistakeMessage = `${unrepairableMessage}\n${editFileParameters}\nThe previous 2 calls to \`edit_file\` made the same mistake; change the arguments as described above instead of sending the same call again`;
