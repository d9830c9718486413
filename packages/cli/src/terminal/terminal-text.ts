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

/**
 * Deeper than this, JSON is printed compact on one line: indented, a value nested 100,000 deep
 * would take 10^10 characters of indentation (and `JSON.stringify` would overflow the stack).
 */
export const MAX_INDENTED_DEPTH = 100;

/** `value` as indented JSON (compact when nested deeper than `MAX_INDENTED_DEPTH`) whose every control character is escaped. */
export function terminalJson(value: unknown): string {
  const text = deeperThan(value, MAX_INDENTED_DEPTH)
    ? compactJson(value)
    : JSON.stringify(value, null, 2);
  return text.replace(
    RAW_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function isContainer(value: unknown): value is object {
  return value !== null && typeof value === "object";
}

/** Whether `value` nests containers more than `limit` deep; iterative, so any depth is safe. */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [node, depth] = item;
    if (!isContainer(node)) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return false;
}

// What JSON.stringify leaves out of an object.
const SKIPPED = new Set(["undefined", "function", "symbol"]);

type Work = { readonly text: string } | { readonly value: unknown };

/** `JSON.stringify(value)` for JSON data, with an explicit stack instead of recursion. */
function compactJson(value: unknown): string {
  const parts: string[] = [];
  const stack: Work[] = [{ value }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if ("text" in item) {
      parts.push(item.text);
      continue;
    }
    const node = item.value;
    if (!isContainer(node)) {
      parts.push(JSON.stringify(node) ?? "null");
    } else if (Array.isArray(node)) {
      stack.push({ text: "]" });
      for (let i = node.length - 1; i >= 0; i -= 1) {
        stack.push({ value: node[i] });
        if (i > 0) stack.push({ text: "," });
      }
      stack.push({ text: "[" });
    } else {
      const record = node as Record<string, unknown>;
      const keys = Object.keys(record).filter((key) => !SKIPPED.has(typeof record[key]));
      stack.push({ text: "}" });
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        stack.push({ value: record[key] });
        stack.push({ text: `${i > 0 ? "," : ""}${JSON.stringify(key)}:` });
      }
      stack.push({ text: "{" });
    }
  }
  return parts.join("");
}
