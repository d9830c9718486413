/**
 * A schema's JSON text, to tell whether a tool was listed again unchanged; `undefined` for one
 * that has none (a cycle, a depth past the stack, a getter that throws, a BigInt), which never
 * counts as unchanged (docs/mcp.md, "Names and repeats").
 */
export function schemaText(schema: unknown): string | undefined {
  try {
    return JSON.stringify(schema);
  } catch {
    return undefined;
  }
}
