/**
 * A called name as text: a string as it is, anything else by `String` (`undefined` and `null` as
 * `""`), and `""` where even that throws (a Proxy, a `toString` that throws). Never throws.
 */
export function nameText(name: unknown): string {
  if (typeof name === "string") return name;
  try {
    return String(name ?? "");
  } catch {
    return "";
  }
}
