/** Whether `code` is JSON white space: space, tab, line feed or carriage return. */
export function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** The index of the first character of `text` at or after `from` that is not JSON white space. */
export function skipJsonSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isJsonSpace(text.charCodeAt(i))) i++;
  return i;
}
