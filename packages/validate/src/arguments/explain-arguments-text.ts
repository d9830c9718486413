import { codeSpan, type OtherIssue } from "@tool-input/format";
import { decodeJsonText, fencedBlock, type PathSegment } from "@tool-input/json";
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
  if (end === undefined) return lossyNumberIssue(schema, value);
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
function lossyNumberIssue(schema: unknown, text: string): OtherIssue | undefined {
  const inner = fencedBlock(text) ?? text;
  const decoded = decodeJsonText(inner);
  if (decoded.ok || decoded.problem.reason !== "precision") return undefined;
  const { literal } = decoded.problem;
  const path = inner.trimStart().startsWith("{") ? numberPath(inner, literal) : undefined;
  if (path === undefined) return undefined;
  const message = `holds the number ${codeSpan(literal)}, which would lose digits as a JavaScript number, so the arguments text is not decoded; ${advice(typesAt(schema, path))}`;
  return { kind: "other", path, message };
}

/** What to send instead, by what the parameter takes: an ID is text, a measure fewer digits. */
function advice(types: readonly unknown[] | undefined): string {
  if (types?.includes("string")) return "send it as a string";
  if (types !== undefined) return "send it with fewer digits";
  return "send it as a string if it is an identifier, or with fewer digits";
}

/**
 * The `type` names of the schema at `path`, read along plain `properties` and `items` only, or
 * `undefined` where that cannot be told (no `type`, a reference, a combination of schemas).
 */
function typesAt(schema: unknown, path: readonly PathSegment[]): readonly unknown[] | undefined {
  let node = schema;
  for (const segment of path) {
    const holder = isRecord(node) ? node : undefined;
    const below = typeof segment === "number" ? holder?.items : holder?.properties;
    node = typeof segment === "number" ? below : isRecord(below) ? below[segment] : undefined;
  }
  if (!isRecord(node) || node.$ref !== undefined) return undefined;
  const { type } = node;
  return typeof type === "string" ? [type] : Array.isArray(type) ? type : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
