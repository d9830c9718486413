import { isHoleyArray } from "@tool-input/json";

/**
 * A called name as text: a string as it is, anything else by `String` (`undefined` and `null` as
 * `""`), and `""` where even that throws (a Proxy, a `toString` that throws). Never throws.
 */
export function nameText(name: unknown): string {
  if (typeof name === "string") return name;
  // `String` would join 2^32 − 1 holes before it threw for the length of the text.
  if (Array.isArray(name) && isHoleyArray(name)) return "";
  try {
    return String(name ?? "");
  } catch {
    return "";
  }
}
