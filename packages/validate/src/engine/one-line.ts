/** An error's message on one line, at most 500 characters. */
export function oneLine(error: unknown): string {
  let text: string;
  try {
    // `String` again: an Error's `message` can be made anything (a number, an object).
    text = String(error instanceof Error ? error.message : error);
  } catch {
    // A hostile thrown value (a Proxy, an object whose toString throws).
    text = "unknown error";
  }
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
}
