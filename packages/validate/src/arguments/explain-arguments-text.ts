import type { OtherIssue } from "@tool-input/format";
import { argumentsTextEnd } from "./arguments-text-end.js";
import { wantsObject } from "./wants-object.js";

/**
 * The one line for arguments text that is not one complete JSON object, when it was cut off, has
 * other text after the object, or sits in a fenced block never closed (docs/messages.md,
 * "Arguments text"), or `undefined`.
 */
export function explainArgumentsText(schema: unknown, value: unknown): OtherIssue | undefined {
  if (typeof value !== "string" || !wantsObject(schema)) {
    return undefined;
  }
  const end = argumentsTextEnd(value);
  if (end === undefined) return undefined;
  const message =
    end.kind === "truncated"
      ? `ends before the JSON object is complete (at character ${end.length} of ${end.length}); send the whole call again`
      : end.kind === "unclosed"
        ? `holds a JSON object in a fenced block opened at character ${end.at + 1} and never closed; send only the JSON object`
        : `holds a JSON object followed by other text at character ${end.at + 1}; send only the JSON object`;
  return { kind: "other", path: [], message, argumentsText: true };
}
