import { codeSpan, type OtherIssue } from "@tool-input/format";
import { decodeJsonText, fencedBlock } from "@tool-input/json";
import { argumentsTextEnd } from "./arguments-text-end.js";
import { numberPath } from "./number-path.js";
import { wantsObject } from "./wants-object.js";

/**
 * The one line for arguments text that is not one complete JSON object, when it was cut off, has
 * other text after the object, or sits in a fenced block never closed, or that is one but for a
 * number that would lose digits (docs/messages.md, "Arguments text"), or `undefined`.
 */
export function explainArgumentsText(schema: unknown, value: unknown): OtherIssue | undefined {
  if (typeof value !== "string" || !wantsObject(schema)) {
    return undefined;
  }
  const end = argumentsTextEnd(value);
  if (end === undefined) return lossyNumberIssue(value);
  const message =
    end.kind === "truncated"
      ? `ends before the JSON object is complete (at character ${end.length} of ${end.length}); send the whole call again`
      : end.kind === "unclosed"
        ? `holds a JSON object in a fenced block opened at character ${end.at + 1} and never closed; send only the JSON object`
        : `holds a JSON object followed by other text at character ${end.at + 1}; send only the JSON object`;
  return { kind: "other", path: [], message, argumentsText: true };
}

/**
 * The line for arguments text, as it is or in one fenced block, that is one complete JSON object
 * but for a number that would lose digits as a JavaScript number: said at the parameter that
 * holds it (docs/messages.md, "Arguments text"), where the type line named none.
 */
function lossyNumberIssue(text: string): OtherIssue | undefined {
  const inner = fencedBlock(text) ?? text;
  const decoded = decodeJsonText(inner);
  if (decoded.ok || decoded.problem.reason !== "precision") return undefined;
  const { literal } = decoded.problem;
  const path = inner.trimStart().startsWith("{") ? numberPath(inner, literal) : undefined;
  if (path === undefined) return undefined;
  const message = `holds the number ${codeSpan(literal)}, which would lose digits as a JavaScript number, so the arguments text is not decoded; send it with fewer digits`;
  return { kind: "other", path, message };
}
