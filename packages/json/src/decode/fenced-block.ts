import { closingQuote } from "./closing-quote.js";
import { isJsonSpace } from "./json-space.js";

/** The longest info string after the opening fence (```` ```json ````) that is taken as one. */
const MAX_INFO = 20;

/**
 * The text inside a string that is one fenced code block and nothing else but white space
 * (```` ```json\n{…}\n``` ````, ```` ```[1]``` ````), or `undefined` (docs/coercion.md, "Fenced
 * blocks"). The info string is a word of letters, digits, `_`, `+`, `-` (at most 20), followed by
 * a line break; an empty one may be followed by the content directly. A second fence inside
 * (three backticks outside the content's strings) means it is not one block. In linear time.
 */
export function fencedBlock(text: string): string | undefined {
  let end = text.length;
  while (end > 0 && isJsonSpace(text.charCodeAt(end - 1))) end--;
  if (end < 6 || !text.startsWith("```", end - 3)) return undefined;
  const open = fenceContentStart(text, end - 3);
  if (open === undefined) return undefined;
  const inner = text.slice(open, end - 3);
  return fenceOutsideStrings(inner, 0) < 0 ? inner : undefined;
}

/**
 * The index of the first fence (three backticks) in `text` from `from` on that is outside the
 * strings of the JSON or Python literal it holds (`"…"` or `'…'`, backslash escapes read), or
 * `-1`: a file's Markdown sent as a string value (`"content": "```js\n…"`) closes no block. A
 * string left open hides everything after it.
 */
export function fenceOutsideStrings(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x27) {
      i = closingQuote(text, i, code === 0x22 ? '"' : "'");
      if (i < 0) return -1;
    } else if (code === 0x60 && text.startsWith("```", i)) {
      return i;
    }
  }
  return -1;
}

/**
 * Where the content of a fenced block starts when `text` opens with one (white space aside), as
 * {@link fencedBlock} reads the opening fence, whether or not the block is ever closed; the
 * content is read no further than `limit`. `undefined` when `text` opens no fence.
 */
export function fenceContentStart(text: string, limit: number = text.length): number | undefined {
  let start = 0;
  while (start < limit && isJsonSpace(text.charCodeAt(start))) start++;
  if (!text.startsWith("```", start) || start + 3 > limit) return undefined;
  let open = start + 3;
  const infoStart = open;
  while (open < limit && open - infoStart < MAX_INFO && isInfo(text.charCodeAt(open))) open++;
  const hasInfo = open > infoStart;
  while (open < limit && (text.charCodeAt(open) === 0x20 || text.charCodeAt(open) === 0x09)) {
    open++;
  }
  if (text.charCodeAt(open) === 0x0d && text.charCodeAt(open + 1) === 0x0a) open += 2;
  else if (text.charCodeAt(open) === 0x0a) open++;
  else if (hasInfo) return undefined; // "```json{" or an info string past the bound
  return open;
}

function isInfo(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x2b ||
    code === 0x2d
  );
}
