/**
 * The index of the quote closing the string literal opened at `open` (JSON's `"`, or `mark`: a
 * Python `'`), or -1 when there is none: the first quote after an even run of backslashes, found
 * with `indexOf` rather than character by character (in the texts models send, almost every
 * character is inside a string).
 */
export function closingQuote(text: string, open: number, mark = '"'): number {
  for (let from = open + 1; ; ) {
    const quote = text.indexOf(mark, from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if ((backslashes & 1) === 0) return quote;
    from = quote + 1;
  }
}
