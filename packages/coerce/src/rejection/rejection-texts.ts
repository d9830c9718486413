import { presentItems } from "@tool-input/json";

/** How far into `cause` / `data` / `error` chains the texts are gathered. */
const MAX_NESTING = 4;

/**
 * The texts a rejection carries: the string itself; an `Error`'s or a JSON-RPC error's message,
 * its `cause` and its `data` (an `McpError` keeps the server's payload there; data that is not
 * text, such as a zod issue array, is read as its JSON); the `error` of a JSON-RPC response; the
 * text items of an MCP `CallToolResult` with `isError: true`. Anything else (a result without
 * `isError: true`, structured output, a number) is not a rejection and yields nothing.
 */
export function rejectionTexts(rejection: unknown, maxLength: number): string[] {
  const texts: string[] = [];
  collect(rejection, 0, texts, maxLength);
  return texts;
}

function collect(value: unknown, nesting: number, texts: string[], maxLength: number): void {
  if (nesting > MAX_NESTING) return;
  if (typeof value === "string") {
    if (value.length <= maxLength) texts.push(value);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  const record = value as Record<string, unknown>;
  if (value instanceof Error || typeof record.message === "string") {
    collect(record.message, nesting + 1, texts, maxLength);
    if (record.cause !== undefined) collect(record.cause, nesting + 1, texts, maxLength);
    if (record.data !== undefined) collectData(record.data, nesting + 1, texts, maxLength);
    return;
  }
  if (typeof record.error === "object" && record.error !== null && "jsonrpc" in record) {
    collect(record.error, nesting + 1, texts, maxLength);
    return;
  }
  if (record.isError === true && Array.isArray(record.content)) {
    for (const item of presentItems(record.content)) {
      if (typeof item === "object" && item !== null && typeof item.text === "string") {
        collect(item.text, nesting + 1, texts, maxLength);
      }
    }
  }
}

/** An error's `data`: text, an error, or anything else read as its JSON. */
function collectData(data: unknown, nesting: number, texts: string[], maxLength: number): void {
  if (typeof data === "string" || data instanceof Error) {
    collect(data, nesting, texts, maxLength);
    return;
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(data);
  } catch {
    return; // a cycle or a BigInt in the server's data: nothing readable there
  }
  if (json !== undefined) collect(json, nesting, texts, maxLength);
}
