/**
 * A character as it can stand inside a code span of a one-line message: control characters,
 * NEL, line and paragraph separators, a lone surrogate and the backtick written as escapes
 * (docs/messages.md, "Escaping and long names").
 */
export function spanSafe(char: string): string {
  const code = char.charCodeAt(0);
  const unsafe =
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x60 ||
    (char.length === 1 && code >= 0xd800 && code <= 0xdfff);
  if (!unsafe) return char;
  if (char === "\n") return "\\n";
  if (char === "\r") return "\\r";
  if (char === "\t") return "\\t";
  return `\\u${code.toString(16).padStart(4, "0")}`;
}
