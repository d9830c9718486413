import { readJsonSyntaxError } from "@tool-input/json";

/** A `JSON.parse` failure as one short line, and the 1-based line it points at when known. */
export interface JsonErrorInfo {
  /** The parser's message without the echoed source text. */
  readonly message: string;
  /** The line of the error, when the parser gave a position. */
  readonly line?: number;
}

/** Parses JSON text, returning the value or a short description of the failure. */
export function parseJson(
  text: string,
): { ok: true; value: unknown } | { ok: false; error: JsonErrorInfo } {
  // V8 says `Unexpected end of JSON input`, which does not say there was nothing to read.
  if (text.trim() === "") return { ok: false, error: { message: "it is empty" } };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: describeJsonError(error, text) };
  }
}

// V8 echoes part of the source (`Unexpected token 'o', "nope" is not valid JSON`), which can be
// long or span lines; a one-line report keeps the parser's words and drops the echo.
function describeJsonError(error: unknown, text: string): JsonErrorInfo {
  const raw = error instanceof Error ? error.message : String(error);
  const { words, position } = readJsonSyntaxError(raw);
  if (position === undefined) return { message: collapseWhitespace(words) };
  const line = text.slice(0, position).split("\n").length;
  return { message: collapseWhitespace(words), line };
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
