/** Text that tool-call markup split: what stays with the key, and each parameter it started. */
export interface Leak {
  /** The text before the first leaked tag (one line break before the tag dropped). */
  readonly keep: string;
  /** Each parameter the markup named, with its text (the line breaks around it and closing tags after it dropped). */
  readonly moved: readonly { readonly name: string; readonly text: string }[];
}

/** Longest tag name or parameter name read in a tag; a longer one is not markup. */
const MAX_NAME = 128;
/** Parameters one text may start; past this the rest stay in the text of the last. */
const MAX_MOVED = 64;

/**
 * Finds tool-call markup that closes the value in `text` and opens another parameter
 * (docs/coercion.md, "Leaked markup"): a closing tag (`</parameter>`, `</arg_value>`, `</notes>`),
 * white space, then an opening tag naming a parameter `wanted` accepts: `<parameter name="K">`
 * (any tag, `name` in either quotes), `<parameter=K>`, `<K>`, or `<arg_key>K</arg_key>` and
 * `<arg_value>`. A tag naming anything else is ordinary text. Each `</` is looked at once and each
 * tag read up to `MAX_NAME` characters, so the time is linear in `text`.
 */
export function findLeak(text: string, wanted: (name: string) => boolean): Leak | undefined {
  const starts: { at: number; name: string; value: number }[] = [];
  const named = new Set<string>();
  for (let from = 0; starts.length < MAX_MOVED; ) {
    const at = text.indexOf("</", from);
    if (at < 0) break;
    const opened = openingAfterClose(text, at);
    if (opened !== undefined && !named.has(opened.name) && wanted(opened.name)) {
      starts.push({ at, name: opened.name, value: opened.value });
      named.add(opened.name);
      from = opened.value;
    } else {
      from = at + 2;
    }
  }
  const [first] = starts;
  if (first === undefined) return undefined;
  const moved = starts.map(({ name, value }, i) => {
    const end = starts[i + 1]?.at ?? text.length;
    return { name, text: movedText(text.slice(value, end)) };
  });
  return { keep: dropOneLineBreak(text.slice(0, first.at)), moved };
}

/** After a closing tag at `at` and white space, the parameter an opening tag names and where its value starts. */
function openingAfterClose(text: string, at: number): { name: string; value: number } | undefined {
  let i = closingTagEnd(text, at);
  if (i < 0) return undefined;
  while (isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 0x3c) return undefined; // "<"
  const tagStart = i + 1;
  i = nameEnd(text, tagStart);
  if (i === tagStart) return undefined;
  const tag = text.slice(tagStart, i);
  const next = text.charCodeAt(i);
  if (tag === "arg_key" && next === 0x3e) return glmKey(text, i + 1);
  if (next === 0x3e) return { name: tag, value: i + 1 }; // <K>
  if (next === 0x3d) return untilClose(text, i + 1); // <parameter=K>
  if (!isSpace(next)) return undefined;
  while (isSpace(text.charCodeAt(i))) i++;
  if (!text.startsWith("name=", i)) return undefined;
  const quote = text.charCodeAt(i + 5);
  if (quote !== 0x22 && quote !== 0x27) return undefined;
  const nameStart = i + 6;
  const close = indexNear(text, String.fromCharCode(quote), nameStart);
  if (close <= nameStart) return undefined;
  let end = close + 1;
  while (isSpace(text.charCodeAt(end))) end++;
  if (text.charCodeAt(end) !== 0x3e) return undefined;
  return { name: text.slice(nameStart, close), value: end + 1 };
}

/** GLM's `<arg_key>K</arg_key>`, white space, `<arg_value>`: K and where the value starts. */
function glmKey(text: string, from: number): { name: string; value: number } | undefined {
  const close = indexNear(text, "</arg_key>", from);
  if (close <= from) return undefined;
  let i = close + "</arg_key>".length;
  while (isSpace(text.charCodeAt(i))) i++;
  if (!text.startsWith("<arg_value>", i)) return undefined;
  return { name: text.slice(from, close), value: i + "<arg_value>".length };
}

/** `K>` of `<parameter=K>`. */
function untilClose(text: string, from: number): { name: string; value: number } | undefined {
  const close = indexNear(text, ">", from);
  if (close <= from) return undefined;
  const name = text.slice(from, close);
  return /[<\s]/.test(name) ? undefined : { name, value: close + 1 };
}

/**
 * Where `search` is in `text` at most `MAX_NAME` characters after `from`, or -1: a name is never
 * longer, and a search to the end of the text from every `</` would make the look quadratic.
 */
function indexNear(text: string, search: string, from: number): number {
  const found = text.slice(from, from + MAX_NAME + search.length).indexOf(search);
  return found < 0 ? -1 : from + found;
}

/** The index after the closing tag `</name>` at `at` (spaces allowed before `>`), or -1. */
function closingTagEnd(text: string, at: number): number {
  const end = nameEnd(text, at + 2);
  if (end === at + 2) return -1;
  let i = end;
  while (text.charCodeAt(i) === 0x20) i++;
  return text.charCodeAt(i) === 0x3e ? i + 1 : -1;
}

/** The end of a tag name starting at `from` (letters, digits, `_`, `-`, `.`, `:`), at most `MAX_NAME`. */
function nameEnd(text: string, from: number): number {
  let i = from;
  while (i - from < MAX_NAME && isNameChar(text.charCodeAt(i))) i++;
  return isNameChar(text.charCodeAt(i)) ? from : i;
}

/** A moved value: one line break dropped at each end, and closing tags (and white space) at its end. */
function movedText(raw: string): string {
  let end = raw.length;
  for (;;) {
    while (end > 0 && isSpace(raw.charCodeAt(end - 1))) end--;
    if (raw.charCodeAt(end - 1) !== 0x3e) break;
    const open = raw.lastIndexOf("</", end - 1);
    if (open < 0 || closingTagEnd(raw, open) !== end) break;
    end = open;
  }
  let start = 0;
  if (raw.charCodeAt(0) === 0x0d && raw.charCodeAt(1) === 0x0a) start = 2;
  else if (raw.charCodeAt(0) === 0x0a) start = 1;
  return raw.slice(start, Math.max(start, end));
}

function dropOneLineBreak(text: string): string {
  if (text.endsWith("\r\n")) return text.slice(0, -2);
  return text.endsWith("\n") ? text.slice(0, -1) : text;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isNameChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x3a
  );
}
