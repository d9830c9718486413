/** How far into `cause` / `data` chains the texts are gathered. */
const MAX_NESTING = 4;

/**
 * The texts a rejection carries: the string itself; an `Error`'s message, its `cause` and its
 * `data` (an `McpError` keeps the server's payload there); the text items of an MCP
 * `CallToolResult` with `isError: true`. Other data (a zod issue array in `data`) is read as
 * its JSON. A result without `isError: true` is not a rejection and yields nothing.
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
    if (record.data !== undefined) collect(record.data, nesting + 1, texts, maxLength);
    return;
  }
  if (Array.isArray(record.content) || record.isError !== undefined) {
    if (record.isError !== true || !Array.isArray(record.content)) return;
    for (const item of record.content) {
      if (typeof item === "object" && item !== null && typeof item.text === "string") {
        collect(item.text, nesting + 1, texts, maxLength);
      }
    }
    return;
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return; // a cycle or a BigInt: nothing readable
  }
  if (json !== undefined) collect(json, nesting + 1, texts, maxLength);
}
