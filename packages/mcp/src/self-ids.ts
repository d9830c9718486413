import { randomUUID } from "node:crypto";
import type { RequestId } from "@modelcontextprotocol/sdk/types.js";

/**
 * Ids for the requests the wrapper makes itself (a listing, a retry): strings under a random
 * prefix made per wrapper, so they cannot collide with a client's ids, which the client chose
 * without knowing the prefix (docs/mcp.md, "Request ids").
 */
export function selfIds(): () => RequestId {
  const prefix = `tool-input:${randomUUID()}:`;
  let next = 0;
  return () => `${prefix}${next++}`;
}
