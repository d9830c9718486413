import { holdsListSeparator } from "@tool-input/json";

/** "No value" as JSON, Python and JavaScript spell it. */
const NO_VALUE: ReadonlySet<string> = new Set(["null", "None", "undefined"]);

/**
 * Whether a string sent where an array is wanted may be that array's one item (rule `wrap`,
 * docs/coercion.md): not when it may be a list (validation then says to send an array), nor when
 * it may mean "no value" (empty, white space, or `null`, `None`, `undefined` spelled out).
 */
export function mayBeOneItem(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== "" && !NO_VALUE.has(trimmed) && !holdsListSeparator(text);
}
