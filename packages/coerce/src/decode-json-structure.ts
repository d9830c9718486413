/**
 * Decodes a string that holds a JSON array or object, or returns `undefined`. Refused:
 * invalid JSON, any other JSON kind, nesting deeper than `maxNesting`, and prototype-poisoning
 * shapes: an object with a `__proto__` key (however it was spelled in the text, `\u005f_proto__`
 * included) or a `constructor` key holding an object with `prototype` (the rules of
 * unjs/destr and fastify/secure-json-parse). `JSON.parse` itself only ever creates own
 * data properties, so the check is on the decoded keys, where every escape is already undone.
 */
export function decodeJsonStructure(text: string, maxNesting: number): object | undefined {
  if (!opensStructure(text)) return undefined;
  // Nesting n takes n opening brackets, so a short text cannot exceed the limit.
  if (text.length > maxNesting && nestingExceeds(text, maxNesting)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  // A poisoned key is spelled out, or escaped (which takes a backslash): without either, skip the scan.
  const suspicious =
    text.includes("__proto__") || text.includes("constructor") || text.includes("\\");
  if (suspicious && isPoisoned(value)) return undefined;
  return value;
}

function opensStructure(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) continue;
    return code === 0x5b || code === 0x7b; // "[" or "{"
  }
  return false;
}

/** Counts bracket nesting outside string literals, so a 100,000-deep text is refused before parsing. */
function nestingExceeds(text: string, maxNesting: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxNesting) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

function isPoisoned(root: object): boolean {
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
