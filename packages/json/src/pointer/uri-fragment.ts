import { decodePointerToken, encodePointerToken } from "./json-pointer.js";

/** `text` with its percent-escapes decoded, or `undefined` when one is malformed (`%E0%A4%A`). */
export function uriDecoded(text: string): string | undefined {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * One token of a JSON pointer written in a URI fragment (a `$ref`'s `#/$defs/a%20b`, Ajv's
 * `schemaPath`): percent-decoded first, then unescaped, so `a%2Fb` and `a~1b` are both the key
 * `"a/b"`; `undefined` when a percent-escape is malformed.
 */
export function decodeFragmentToken(token: string): string | undefined {
  const decoded = uriDecoded(token);
  return decoded === undefined ? undefined : decodePointerToken(decoded);
}

/**
 * The tokens of a URI fragment that holds a JSON pointer (`/$defs/a%20b`, without the `#`), each
 * decoded by `decodeFragmentToken`; `""` has none. `undefined` when any escape is malformed.
 */
export function fragmentTokens(fragment: string): string[] | undefined {
  if (fragment === "") return [];
  const tokens: string[] = [];
  for (const raw of fragment.slice(1).split("/")) {
    const token = decodeFragmentToken(raw);
    if (token === undefined) return undefined;
    tokens.push(token);
  }
  return tokens;
}

/** A token as Ajv writes it in a `schemaPath` fragment: escaped, then percent-encoded; an index as is. */
export function encodeFragmentToken(token: string | number): string {
  return typeof token === "number" ? String(token) : encodeURIComponent(encodePointerToken(token));
}
