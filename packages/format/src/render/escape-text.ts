// Control characters (newlines above all), line/paragraph separators and backticks would break
// the one-line-per-issue shape or the code spans around names; see docs/messages.md "Escaping".
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029`]/g;
// The same characters, without the global flag: `test` keeps no position between calls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const HAS_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029`]/;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeChar(char: string): string {
  return NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** `text` with control characters, line separators and backticks written as escapes. */
export function escapeText(text: string): string {
  // Most texts hold nothing to escape: no replacement pass then.
  if (typeof text === "string" && !HAS_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, escapeChar);
}

/** `text` with control characters and line separators escaped; backticks are kept. */
export function escapeLineBreaks(text: string): string {
  if (typeof text === "string" && !HAS_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (char) => (char === "`" ? char : escapeChar(char)));
}

/** `text` cut to at most `max` characters, the last one an ellipsis, never splitting a pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
