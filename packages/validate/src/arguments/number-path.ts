import { closingQuote, type PathSegment } from "@tool-input/json";

/**
 * The path, in the JSON text `text`, of the first number written as `literal` (docs/messages.md,
 * "Arguments text"), or `undefined` when it is at the root or not found. `text` is valid JSON;
 * one pass, no recursion, so a text of any depth is read in linear time.
 */
export function numberPath(text: string, literal: string): PathSegment[] | undefined {
  // The containers around the place being read: an object's key, or an array's index.
  const path: PathSegment[] = [];
  const inArray: boolean[] = [];
  let expectingKey = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      const end = closingQuote(text, i);
      if (end < 0) return undefined;
      if (expectingKey) path[path.length - 1] = JSON.parse(text.slice(i, end + 1)) as string;
      i = end;
    } else if (code === 0x7b || code === 0x5b) {
      const array = code === 0x5b;
      inArray.push(array);
      path.push(0);
      expectingKey = !array;
    } else if (code === 0x7d || code === 0x5d) {
      inArray.pop();
      path.pop();
      expectingKey = false;
    } else if (code === 0x2c) {
      const array = inArray[inArray.length - 1] === true;
      if (array) path[path.length - 1] = (path[path.length - 1] as number) + 1;
      expectingKey = !array;
    } else if (code === 0x3a) {
      expectingKey = false;
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      let end = i + 1;
      while (end < text.length && isNumberPart(text.charCodeAt(end))) end++;
      if (text.slice(i, end) === literal) return path.length > 0 ? path : undefined;
      i = end - 1;
    }
  }
  return undefined;
}

/** A digit, `.`, `e`, `E`, `+` or `-`: what follows the first character of a JSON number. */
function isNumberPart(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2e ||
    code === 0x65 ||
    code === 0x45 ||
    code === 0x2b ||
    code === 0x2d
  );
}
