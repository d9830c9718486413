import { spanSafe } from "./span-safe.js";
import { syntaxErrorAt } from "./syntax-error-at.js";

/** V8's `JSON.parse` message, read: its words without the echo of the text, and the position it gives. */
export interface JsonSyntaxError {
  /** V8's words, as it writes them (`Expected ',' or '}' after property value`), on one line or not. */
  readonly words: string;
  /** The 0-based position V8 gives (`in JSON at position 33`), when it gives one. */
  readonly position?: number;
}

// V8 echoes the text, cut with "…" on either side when long: `, "[1,]" is not valid JSON`,
// `, "[xxxx"... is not valid JSON`, `, ..."xx , `]" is not valid JSON`.
const ECHO = /, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s;
const POSITION = / (?:in JSON )?at position (\d+)(?: \(line \d+ column \d+\))?/;

/**
 * V8's `JSON.parse` message (Node 20 and later) as words and a position, the echo of the text
 * dropped: `Unexpected token 'o', "nope" is not valid JSON` is the words `Unexpected token 'o'`.
 * The one reader of those messages: the model's hint and the command line's report use it.
 */
export function readJsonSyntaxError(message: string): JsonSyntaxError {
  const words = message.replace(ECHO, "");
  const position = POSITION.exec(words);
  if (position?.[1] === undefined) return { words };
  return {
    words: words.slice(0, position.index) + words.slice(position.index + position[0].length),
    position: Number(position[1]),
  };
}

/**
 * V8's `JSON.parse` message about `text` as a fragment for the model (docs/messages.md,
 * "Hints"): lower-cased, V8's quotes as code spans, the position as a 1-based character, the
 * echo of the text dropped; an unexpected character, which V8 quotes raw and without a
 * position, is named with its position: ``unexpected `'` at character 2``. `offset` is added
 * to the positions (a byte-order mark dropped before parsing still counts as a character).
 */
export function syntaxDetail(message: string, text: string, offset: number = 0): string {
  const { words, position } = readJsonSyntaxError(message);
  if (position === undefined && /^Unexpected token /s.test(words)) {
    const at = syntaxErrorAt(text);
    const char = at === undefined ? undefined : String.fromCodePoint(text.codePointAt(at) ?? 0);
    if (at !== undefined && char !== undefined && at < text.length) {
      return `unexpected \`${spanSafe(char)}\` at character ${at + 1 + offset}`;
    }
  }
  const safe = spanSafe(words);
  const spans = safe.replace(/'([^']*)'/g, "`$1`");
  const where = position === undefined ? "" : ` at character ${position + 1 + offset}`;
  return spans.charAt(0).toLowerCase() + spans.slice(1) + where;
}
