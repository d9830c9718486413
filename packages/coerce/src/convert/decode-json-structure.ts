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
  // Valid JSON nested n deep takes n opening and n closing brackets, so a text of at most
  // 2 × maxNesting characters cannot exceed the limit and still parse.
  if (text.length > 2 * maxNesting && nestingExceeds(text, maxNesting)) return undefined;
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

/**
 * Counts bracket nesting outside string literals, so a 100,000-deep text is refused before
 * parsing, in one linear pass. A string literal is skipped with `indexOf` to its closing quote
 * (the first quote after an even run of backslashes) rather than character by character: in
 * the texts models send, almost every character is inside a string.
 */
function nestingExceeds(text: string, maxNesting: number): boolean {
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

/** The index of the quote closing the string literal opened at `open`, or -1 when there is none. */
function closingQuote(text: string, open: number): number {
  for (let from = open + 1; ; ) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if ((backslashes & 1) === 0) return quote;
    from = quote + 1;
  }
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
