/** Whether an own key of an array is an index (`"0"`, `"17"`), not a named property. */
export function isArrayIndex(key: string): boolean {
  const code = key.charCodeAt(0);
  return code >= 0x30 && code <= 0x39 && String(Number(key) >>> 0) === key && key !== "4294967295";
}
