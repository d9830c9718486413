/**
 * The JSON text of `value`, or its first `max` characters and an ellipsis: it stops writing once
 * past them, so a value whose objects or arrays are shared at many places (2^30 written out from
 * 30 levels of `[n, n]`), or that contains itself, costs `max` characters, not its whole text.
 * Written as `JSON.stringify` writes plain data (its own enumerable keys; `undefined`, functions
 * and symbols left out of objects and `null` in arrays); `toJSON` is not called, and a value
 * JSON cannot write (a bigint, a symbol, `undefined` alone) is written as JavaScript prints it.
 */
export function jsonPrefix(value: unknown, max: number): string {
  const out = { text: "", full: false };
  write(value, out, max);
  return out.full ? `${out.text.slice(0, max)}…` : out.text;
}

interface Out {
  text: string;
  full: boolean;
}

function write(value: unknown, out: Out, max: number): void {
  if (out.full) return;
  if (typeof value === "object" && value !== null) {
    if (Array.isArray(value)) {
      append("[", out, max);
      for (let i = 0; i < value.length && !out.full; i++) {
        if (i > 0) append(",", out, max);
        const item: unknown = value[i];
        write(isWritten(item) ? item : null, out, max);
      }
      append("]", out, max);
      return;
    }
    append("{", out, max);
    let first = true;
    for (const key of Object.keys(value)) {
      if (out.full) return;
      const item: unknown = (value as Record<string, unknown>)[key];
      if (!isWritten(item)) continue;
      append(`${first ? "" : ","}${JSON.stringify(key.slice(0, max + 1))}:`, out, max);
      first = false;
      write(item, out, max);
    }
    append("}", out, max);
    return;
  }
  append(primitiveText(value, max), out, max);
}

function primitiveText(value: unknown, max: number): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, max + 1));
  if (typeof value === "bigint" || typeof value === "symbol") return String(value);
  return JSON.stringify(value) ?? String(value);
}

function isWritten(value: unknown): boolean {
  return value !== undefined && typeof value !== "function" && typeof value !== "symbol";
}

function append(text: string, out: Out, max: number): void {
  out.text += text;
  if (out.text.length > max) out.full = true;
}
