import { presentItems } from "../measure/holey-array.js";
import type { PathSegment } from "../types.js";

/** A JSON pointer token with `~` and `/` escaped (RFC 6901): `a/b` is `a~1b`, `a~b` is `a~0b`. */
export function encodePointerToken(token: string): string {
  if (!token.includes("~") && !token.includes("/")) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A JSON pointer token unescaped: `~1` is `/`, `~0` is `~`, undone in that order (RFC 6901). */
export function decodePointerToken(token: string): string {
  if (!token.includes("~")) return token;
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

/**
 * The tokens of a JSON pointer such as Ajv's `instancePath` (`/edits/0` is `["edits", "0"]`),
 * unescaped; `""` (the root) has none. Not percent-decoded: a pointer is not a URI.
 */
export function pointerTokens(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer.slice(1).split("/").map(decodePointerToken);
}

/** The JSON pointer of a path: `["edits", 0, "a/b"]` is `/edits/0/a~1b`, `[]` is `""`. */
export function formatPointer(path: readonly PathSegment[]): string {
  let pointer = "";
  for (const segment of presentItems(path)) pointer += `/${encodePointerToken(String(segment))}`;
  return pointer;
}
