import { isJsonSpace } from "./json-space.js";

const DIGIT = (code: number) => code >= 0x30 && code <= 0x39;
const HEX = /^[0-9a-fA-F]{4}$/;
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]); // " \ / b f n r t

/**
 * The 0-based position of the first character at which `text` stops being JSON, as V8's
 * `JSON.parse` finds it (its `Unexpected token` message names the character there but not the
 * position), or `undefined` when the text is valid. One pass, no recursion.
 */
export function syntaxErrorAt(text: string): number | undefined {
  const n = text.length;
  const open: number[] = [];
  let i = 0;
  const skip = () => {
    while (i < n && isJsonSpace(text.charCodeAt(i))) i++;
  };
  // A string literal at `i`: past its closing quote, or false at the first bad character.
  const string = (): boolean => {
    for (i++; i < n; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x22) {
        i++;
        return true;
      }
      if (code < 0x20) return false;
      if (code === 0x5c) {
        const next = text.charCodeAt(++i);
        if (next === 0x75) {
          if (!HEX.test(text.slice(i + 1, i + 5))) return false;
          i += 4;
        } else if (!ESCAPES.has(next)) return false;
      }
    }
    return false;
  };
  const digits = (): boolean => {
    if (!DIGIT(text.charCodeAt(i))) return false;
    while (DIGIT(text.charCodeAt(i))) i++;
    return true;
  };
  const number = (): boolean => {
    if (text.charCodeAt(i) === 0x2d) i++;
    if (text.charCodeAt(i) === 0x30) i++;
    else if (!digits()) return false;
    if (text.charCodeAt(i) === 0x2e) {
      i++;
      if (!digits()) return false;
    }
    if ((text.charCodeAt(i) | 0x20) === 0x65) {
      i++;
      if (text.charCodeAt(i) === 0x2b || text.charCodeAt(i) === 0x2d) i++;
      if (!digits()) return false;
    }
    return true;
  };
  const word = (literal: string): boolean => {
    for (const char of literal) {
      if (text[i] !== char) return false;
      i++;
    }
    return true;
  };
  // A key and its colon, after `{` or `,` in an object.
  const key = (): boolean => {
    skip();
    if (text.charCodeAt(i) !== 0x22 || !string()) return false;
    skip();
    if (text.charCodeAt(i) !== 0x3a) return false;
    i++;
    return true;
  };
  for (;;) {
    // A value.
    skip();
    const code = text.charCodeAt(i);
    let closed = false;
    if (code === 0x7b || code === 0x5b) {
      open.push(code);
      i++;
      skip();
      if (text.charCodeAt(i) === code + 2) {
        open.pop();
        i++;
        closed = true;
      } else if (code === 0x7b && !key()) return i;
      if (!closed) continue;
    } else if (code === 0x22) {
      if (!string()) return i;
    } else if (code === 0x2d || DIGIT(code)) {
      if (!number()) return i;
    } else if (
      !(code === 0x74
        ? word("true")
        : code === 0x66
          ? word("false")
          : code === 0x6e && word("null"))
    ) {
      return i;
    }
    // After a value: close containers, or a comma before the next value.
    for (;;) {
      skip();
      const container = open[open.length - 1];
      if (container === undefined) return i < n ? i : undefined;
      const next = text.charCodeAt(i);
      if (next === container + 2) {
        open.pop();
        i++;
        continue;
      }
      if (next !== 0x2c) return i;
      i++;
      if (container === 0x7b && !key()) return i;
      break;
    }
  }
}
