/** A token of a @cfworker/json-schema location, decoded (URI escapes and `~1`, `~0`). */
export function decodeToken(token: string): string {
  let text: string;
  try {
    text = decodeURIComponent(token);
  } catch {
    text = token;
  }
  return text.replace(/~1/g, "/").replace(/~0/g, "~");
}
