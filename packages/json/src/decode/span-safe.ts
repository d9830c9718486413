// The characters that cannot stand raw in a code span of a one-line message (docs/messages.md,
// "Escaping and long names"): control characters (\p{Cc}: newlines above all, NEL) and U+2028/
// U+2029 would break the line; format characters (\p{Cf}: zero-width spaces and joiners, bidi
// marks and overrides, the byte-order mark, tag characters) print as nothing or reorder the text
// around them, so two different names would read alike; a lone surrogate (what \p{Cs} matches
// under the `u` flag, a pair being one code point) makes the text invalid UTF-16; a backtick
// would close the span.
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029`]/gu;
// The same characters, without the global flag: `test` keeps no position between calls.
const HAS_UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029`]/u;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `\n`, `\r`, `\t`, else `\uXXXX` for each UTF-16 unit (a tag character is two: `\udb40\udc41`). */
function escapeChar(char: string): string {
  const named = NAMED[char];
  if (named !== undefined) return named;
  let escaped = "";
  for (let i = 0; i < char.length; i += 1) {
    escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`;
  }
  return escaped;
}

/** Whether `text` holds a character `spanSafe` writes as an escape (a backtick included). */
export function holdsSpanUnsafe(text: string): boolean {
  return HAS_UNSAFE.test(text);
}

/**
 * `text` as it can stand inside a code span of a one-line message: control characters, line and
 * paragraph separators, format characters, lone surrogates and (unless `keepBackticks`) backticks
 * written as escapes (docs/messages.md, "Escaping and long names").
 */
export function spanSafe(text: string, keepBackticks = false): string {
  // Most texts hold nothing to escape: no replacement pass then.
  if (!HAS_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, (char) => (keepBackticks && char === "`" ? char : escapeChar(char)));
}
