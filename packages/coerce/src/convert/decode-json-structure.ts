import { closingQuote } from "./closing-quote.js";
import { jsonNumbersReadBack } from "./reads-back.js";

/**
 * Decodes a string that holds a JSON array or object (after a leading byte-order mark, which is
 * dropped), or returns `undefined`. Refused: invalid JSON, any other JSON kind, a number the
 * decoded value would not hold as written (`9007199254740993`), nesting deeper than
 * `maxNesting`, and prototype-poisoning
 * shapes: an object with a `__proto__` key (however it was spelled in the text, `\u005f_proto__`
 * included) or a `constructor` key holding an object with `prototype` (the rules of
 * unjs/destr and fastify/secure-json-parse). `JSON.parse` itself only ever creates own
 * data properties, so the check is on the decoded keys, where every escape is already undone.
 */
export function decodeJsonStructure(source: string, maxNesting: number): object | undefined {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (!opensStructure(text)) return undefined;
  // Valid JSON nested n deep takes n opening and n closing brackets, so a text of at most
  // 2 × maxNesting characters cannot exceed the limit and still parse.
  if (text.length > 2 * maxNesting && nestingExceeds(text, maxNesting)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || !jsonNumbersReadBack(text)) return undefined;
  // A poisoned key is spelled out, or escaped (which takes a backslash): without either, skip the scan.
  const suspicious =
    text.includes("__proto__") || text.includes("constructor") || text.includes("\\");
  if (suspicious && isPoisoned(value)) return undefined;
  return value;
}

export function opensStructure(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) continue;
    return code === 0x5b || code === 0x7b; // "[" or "{"
  }
  return false;
}

/**
 * Counts bracket nesting outside string literals, so a 100,000-deep text is refused before
 * parsing, in one linear pass.
 */
export function nestingExceeds(text: string, maxNesting: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      i = closingQuote(text, i);
      if (i < 0) return false; // an unterminated string: JSON.parse refuses the text
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxNesting) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

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
