/**
 * A JSON-RPC batch (an array of messages, MCP 2025-03-26) split in two: the members the session
 * must see one by one (a `tools/call` it checks, an answer it routes), in their order, and the
 * rest, which go on together as a batch (docs/mcp.md, "Batches").
 */
export interface BatchMembers<M> {
  readonly apart: readonly M[];
  readonly rest: readonly unknown[];
}

/** Splits `batch` by `takenApart`; a member that is not an object stays in the rest. */
export function batchMembers<M>(
  batch: readonly unknown[],
  takenApart: (member: Readonly<Record<string, unknown>>) => boolean,
): BatchMembers<M> {
  const apart: M[] = [];
  const rest: unknown[] = [];
  for (const member of batch) {
    const record =
      typeof member === "object" && member !== null && !Array.isArray(member)
        ? (member as Readonly<Record<string, unknown>>)
        : undefined;
    if (record !== undefined && takenApart(record)) apart.push(member as M);
    else rest.push(member);
  }
  return { apart, rest };
}
