import { escapeLineBreaks } from "@tool-input/format";

// Tool names, methods, schema errors and parser messages come from logs and catalogs that the
// user did not write: printed raw, an ANSI escape could rewrite the terminal and a line break
// could forge a `FILE:LINE:` problem line (docs/cli.md, "Bad input, problems and exit codes").

/** `text` with control characters and line separators written as escapes, safe to print inside one line. */
export function terminalText(text: string): string {
  return escapeLineBreaks(text);
}

// JSON.stringify escapes U+0000–U+001F; these it leaves raw, and a terminal may act on them.
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029]/g;

/** `value` as indented JSON whose every control character is escaped. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    RAW_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
