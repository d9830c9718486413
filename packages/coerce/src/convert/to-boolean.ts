/**
 * The boolean a string spells, or `undefined`: exactly `"true"` / `"false"`, or with
 * `caseless` any casing of them (`"True"`, `"FALSE"`); never trimmed, never `"1"` or `"yes"`.
 */
export function toBoolean(text: string, caseless: boolean): boolean | undefined {
  if (text === "true") return true;
  if (text === "false") return false;
  if (!caseless || (text.length !== 4 && text.length !== 5)) return undefined;
  const lower = text.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  return undefined;
}
