import { pairSafeEnd } from "./escape-text.js";

/**
 * `JSON.stringify(value)` written only until it is longer than `limit` characters: the whole
 * text when it is no longer, else a prefix of it longer than `limit`, so a preview of a large
 * value costs its first characters, not the whole value (docs/messages.md, "Escaping and long
 * names": a message quoting one large input at many issues). `undefined` where `JSON.stringify`
 * writes nothing (`undefined`, a function, a symbol), or throws before the prefix is written (a
 * cycle, a `bigint`, a throwing `toJSON` or getter); what lies past the prefix is not read.
 */
export function boundedJson(value: unknown, limit: number): string | undefined {
  const writer: Writer = { parts: [], length: 0, limit, ancestors: [] };
  try {
    if (!write(writer, "", value)) return undefined;
  } catch (error) {
    if (error !== ENOUGH) return undefined;
  }
  return writer.parts.join("");
}

interface Writer {
  readonly parts: string[];
  length: number;
  readonly limit: number;
  readonly ancestors: object[];
}

/** Thrown once the text is longer than the limit: the rest is not written. */
const ENOUGH: unique symbol = Symbol("enough");

function emit(writer: Writer, text: string): void {
  writer.parts.push(text);
  writer.length += text.length;
  if (writer.length > writer.limit) throw ENOUGH;
}

/** `value` as `JSON.stringify` writes it at `key`: after its `toJSON`, a boxed primitive unboxed. */
function prepared(raw: unknown, key: string): unknown {
  let value = raw;
  if ((typeof value === "object" && value !== null) || typeof value === "bigint") {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") value = toJSON.call(value, key);
  }
  if (value instanceof Number) return Number(value);
  if (value instanceof String) return String(value);
  if (value instanceof Boolean) return value.valueOf();
  if (value instanceof BigInt) return value.valueOf();
  return value;
}

/** Whether `JSON.stringify` writes nothing for a prepared value (a key holding it is left out). */
function writesNothing(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

/** Writes `raw`, found at `key`; `false` where it writes nothing. */
function write(writer: Writer, key: string, raw: unknown): boolean {
  const value = prepared(raw, key);
  if (writesNothing(value)) return false;
  writeValue(writer, value);
  return true;
}

function writeValue(writer: Writer, value: unknown): void {
  if (value === null) emit(writer, "null");
  else if (typeof value === "boolean") emit(writer, value ? "true" : "false");
  else if (typeof value === "number") emit(writer, Number.isFinite(value) ? String(value) : "null");
  else if (typeof value === "string") emit(writer, quotedPrefix(value, writer.limit));
  else if (typeof value === "bigint") throw new TypeError("Do not know how to serialize a BigInt");
  else writeContainer(writer, value as object);
}

function writeContainer(writer: Writer, value: object): void {
  if (writer.ancestors.includes(value)) throw new TypeError("Converting circular structure");
  writer.ancestors.push(value);
  if (Array.isArray(value)) {
    emit(writer, "[");
    for (let index = 0; index < value.length; index++) {
      if (index > 0) emit(writer, ",");
      if (!write(writer, String(index), value[index])) emit(writer, "null");
    }
    emit(writer, "]");
  } else {
    emit(writer, "{");
    let first = true;
    for (const key of Object.keys(value)) {
      const item = prepared((value as Record<string, unknown>)[key], key);
      if (writesNothing(item)) continue;
      if (!first) emit(writer, ",");
      first = false;
      emit(writer, quotedPrefix(key, writer.limit));
      emit(writer, ":");
      writeValue(writer, item);
    }
    emit(writer, "}");
  }
  writer.ancestors.pop();
}

/**
 * `text` as a JSON string, or where it is longer than `limit` + 2 characters the start of one: its
 * first `limit` + 1 or + 2 characters escaped, with no closing quote (a surrogate pair is never
 * cut), so the result is a prefix of `JSON.stringify(text)` longer than `limit`.
 */
export function quotedPrefix(text: string, limit: number): string {
  if (text.length <= limit + 2) return JSON.stringify(text);
  return JSON.stringify(text.slice(0, pairSafeEnd(text, limit + 2))).slice(0, -1);
}
