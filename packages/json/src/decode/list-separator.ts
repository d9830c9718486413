/** A comma, a semicolon or a line break, ASCII or not (fullwidth, ideographic, U+0085, U+2028, U+2029). */
const LIST_SEPARATOR = /[,;\n\r\v\f\u0085\u2028\u2029\u3001\uFF0C\uFF1B]/;

/**
 * Whether `text` holds a comma, a semicolon or a line break, so that it may be a list sent as
 * one string: rule `wrap` never makes it one item, and the type line hints to send an array
 * (docs/coercion.md, rule `wrap`; docs/messages.md, "Hints").
 */
export function holdsListSeparator(text: string): boolean {
  return LIST_SEPARATOR.test(text);
}
