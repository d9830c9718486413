import { skipJsonSpace } from "./json-space.js";

/** `text` without a leading byte-order mark, the one place it is dropped. */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Whether `text`, after a byte-order mark and JSON white space, opens an array or an object. */
export function opensJsonStructure(text: string): boolean {
  const code = text.charCodeAt(skipJsonSpace(text, text.charCodeAt(0) === 0xfeff ? 1 : 0));
  return code === 0x5b || code === 0x7b; // "[" or "{"
}

/**
 * Whether a decoded value holds a prototype-poisoning shape: an object with a `__proto__` key
 * or a `constructor` key holding an object with `prototype` (the rules of unjs/destr and
 * fastify/secure-json-parse).
 */
export function isPoisoned(root: object): boolean {
  const pending: object[] = [root];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (Array.isArray(next)) {
      for (const item of next) if (typeof item === "object" && item !== null) pending.push(item);
      continue;
    }
    if (Object.hasOwn(next, "__proto__")) return true;
    const record = next as Record<string, unknown>;
    const ctor = Object.hasOwn(next, "constructor") ? record.constructor : undefined;
    if (typeof ctor === "object" && ctor !== null && Object.hasOwn(ctor, "prototype")) return true;
    for (const key in record) {
      const item = record[key];
      if (typeof item === "object" && item !== null) pending.push(item);
    }
  }
  return false;
}
