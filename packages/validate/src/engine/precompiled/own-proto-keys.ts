// Ajv's standalone output writes the schema (and the `const` and `enum` values in it) as JSON
// text, and in a JavaScript object literal the key `"__proto__"` sets the prototype instead of
// making a property: `{"const":{"__proto__":{"x":1}}}` would check against `{}` whose prototype
// is `{x:1}`. The computed key `["__proto__"]` makes an own property, as `JSON.parse` does.

const KEY = '"__proto__"';

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
function before(code: string, index: number): string {
  let i = index - 1;
  while (i >= 0 && /\s/.test(code[i] as string)) i--;
  return i < 0 ? "" : (code[i] as string);
}

/** The first character from `index` on that is not white space, or `""`. */
function after(code: string, index: number): string {
  let i = index;
  while (i < code.length && /\s/.test(code[i] as string)) i++;
  return code[i] ?? "";
}

// A `/` where an expression starts is a regular expression (Ajv writes a format's RegExp as a
// literal, `const formats0 = /…/i`); after a name, a number or `)` it divides.
const EXPRESSION_START = new Set(["", "=", "(", ",", ":", "[", "!", "&", "|", "?", "{", "}", ";"]);

/**
 * `code` with each object-literal key `"__proto__"` written `["__proto__"]`: a `"__proto__"`
 * string after `{` or `,` and before `:`, which in valid JavaScript is only ever a key. Strings,
 * regular expressions and comments are read past, so their text is never changed.
 */
export function ownProtoKeys(code: string): string {
  if (!code.includes(KEY)) return code;
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < code.length) {
    const char = code[i] as string;
    const slash = char === "/";
    const starts =
      char === '"' ||
      char === "'" ||
      char === "`" ||
      (slash &&
        (code[i + 1] === "*" || code[i + 1] === "/" || EXPRESSION_START.has(before(code, i))));
    if (!starts) {
      i++;
      continue;
    }
    const end = skip(code, i);
    if (code.startsWith(KEY, i) && end === i + KEY.length) {
      const previous = before(code, i);
      if ((previous === "{" || previous === ",") && after(code, end) === ":") {
        out += `${code.slice(copied, i)}[${KEY}]`;
        copied = end;
      }
    }
    i = end;
  }
  return out + code.slice(copied);
}
