import { before, literalSpans } from "../ajv/generated-code-literals.js";

// Ajv's standalone output writes the schema (and the `const` and `enum` values in it) as JSON
// text, and in a JavaScript object literal the key `"__proto__"` sets the prototype instead of
// making a property: `{"const":{"__proto__":{"x":1}}}` would check against `{}` whose prototype
// is `{x:1}`. The computed key `["__proto__"]` makes an own property, as `JSON.parse` does.

const KEY = '"__proto__"';

/** The first character from `index` on that is not white space, or `""`. */
function after(code: string, index: number): string {
  let i = index;
  while (i < code.length && /\s/.test(code[i] as string)) i++;
  return code[i] ?? "";
}

/**
 * `code` with each object-literal key `"__proto__"` written `["__proto__"]`: a `"__proto__"`
 * string after `{` or `,` and before `:`, which in valid JavaScript is only ever a key. Strings,
 * regular expressions and comments are read past, so their text is never changed.
 */
export function ownProtoKeys(code: string): string {
  if (!code.includes(KEY)) return code;
  let out = "";
  let copied = 0;
  for (const [start, end] of literalSpans(code)) {
    if (end !== start + KEY.length || !code.startsWith(KEY, start)) continue;
    const previous = before(code, start);
    if ((previous === "{" || previous === ",") && after(code, end) === ":") {
      out += `${code.slice(copied, start)}[${KEY}]`;
      copied = end;
    }
  }
  return out + code.slice(copied);
}
