// Ajv's generated code holds the schema's own text in its string literals (a `const` or `enum`
// value, a property name, a pattern) and, in standalone output, regular expression literals and
// comments. What reads or rewrites that code reads past them, so no text of a schema is ever
// taken for code (docs/security.md, "Fail closed").

/** The index just past the string, regular expression or comment starting at `start`. */
function skip(code: string, start: number): number {
  const open = code[start];
  if (open === "/" && code[start + 1] === "*") {
    const end = code.indexOf("*/", start + 2);
    return end === -1 ? code.length : end + 2;
  }
  if (open === "/" && code[start + 1] === "/") {
    const end = code.indexOf("\n", start);
    return end === -1 ? code.length : end;
  }
  let inClass = false;
  for (let i = start + 1; i < code.length; i++) {
    const char = code[i];
    if (char === "\\") i++;
    else if (open === "/" && char === "[") inClass = true;
    else if (open === "/" && char === "]") inClass = false;
    else if (char === open && !inClass) return i + 1;
  }
  return code.length;
}

/** The last character before `index` that is not white space, or `""`. */
export function before(code: string, index: number): string {
  let i = index - 1;
  while (i >= 0 && /\s/.test(code[i] as string)) i--;
  return i < 0 ? "" : (code[i] as string);
}

// A `/` where an expression starts is a regular expression (Ajv writes a format's RegExp as a
// literal, `const formats0 = /…/i`); after a name, a number or `)` it divides.
const EXPRESSION_START = new Set(["", "=", "(", ",", ":", "[", "!", "&", "|", "?", "{", "}", ";"]);

/** Where each string, regular expression (flags left out) and comment of `code` starts and ends, in order. */
export function* literalSpans(code: string): Generator<readonly [start: number, end: number]> {
  let i = 0;
  while (i < code.length) {
    const char = code[i] as string;
    const starts =
      char === '"' ||
      char === "'" ||
      char === "`" ||
      (char === "/" &&
        (code[i + 1] === "*" || code[i + 1] === "/" || EXPRESSION_START.has(before(code, i))));
    if (!starts) {
      i++;
      continue;
    }
    const end = skip(code, i);
    yield [i, end];
    i = end;
  }
}

/**
 * `code` with each match of `pattern` (a global expression) replaced by what `replace` makes of
 * it, called as `String#replace` calls it with the match and its groups. Matches are sought in
 * the code alone: a literal's quotes can be part of one (`""`), its contents never are.
 */
export function replaceInCode(
  code: string,
  pattern: RegExp,
  replace: (match: string, ...groups: string[]) => string,
): string {
  if (code.search(pattern) === -1) return code;
  // The same code with each literal's contents blanked: a match there holds none of them.
  let masked = "";
  let copied = 0;
  for (const [start, end] of literalSpans(code)) {
    const inner = Math.max(end - start - 2, 0);
    masked += code.slice(copied, start + 1) + "\u0000".repeat(inner);
    copied = start + 1 + inner;
  }
  masked += code.slice(copied);
  let out = "";
  copied = 0;
  for (const match of masked.matchAll(pattern)) {
    const end = match.index + match[0].length;
    out +=
      code.slice(copied, match.index) + replace(code.slice(match.index, end), ...match.slice(1));
    copied = end;
  }
  return out + code.slice(copied);
}
