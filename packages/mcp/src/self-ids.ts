import type { RequestId } from "@modelcontextprotocol/sdk/types.js";

/** The ids of the requests a wrapper makes itself. */
export interface SelfIds {
  /** The next id, never one a client would pick. */
  next(): RequestId;
  /** Whether `id` is one of these ids (of a request answered or not). */
  owns(id: unknown): boolean;
}

/**
 * Ids for the requests the wrapper makes itself (a listing, a retry): strings under a random
 * prefix made per wrapper, so they cannot collide with a client's ids, which the client chose
 * without knowing the prefix (docs/mcp.md, "Request ids"). The Web Crypto API makes the prefix,
 * as in Node.js, browsers and Workers alike.
 */
export function selfIds(): SelfIds {
  const prefix = `tool-input:${globalThis.crypto.randomUUID()}:`;
  let next = 0;
  return {
    next: () => `${prefix}${next++}`,
    owns: (id) => typeof id === "string" && id.startsWith(prefix),
  };
}
