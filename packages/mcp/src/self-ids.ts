import type { RequestId } from "@modelcontextprotocol/sdk/types.js";

/**
 * Ids for the requests the wrapper makes itself (a listing, a retry): strings under a random
 * prefix made per wrapper, so they cannot collide with a client's ids, which the client chose
 * without knowing the prefix (docs/mcp.md, "Request ids"). The Web Crypto API makes the prefix,
 * as in Node.js, browsers and Workers alike.
 */
export function selfIds(): () => RequestId {
  const prefix = `tool-input:${globalThis.crypto.randomUUID()}:`;
  let next = 0;
  return () => `${prefix}${next++}`;
}
