import { toolNameOf } from "../pipeline/describe-tool.js";
import type { ValidateOptions } from "../types.js";
import { withRepeats } from "./repeat-message.js";
import type { CallChecker, CallResult, CallSessionOptions, ToolCall } from "./types.js";

/** How many tools a session remembers by default. */
export const DEFAULT_SESSION_TOOLS = 32;

interface LastRejection {
  readonly message: string;
  readonly repeats: number;
}

/** A conversation's calls: `checkCall` as the catalog's, remembering each tool's last rejection. */
export interface CallSession extends CallChecker {}

/**
 * A session over `check` (docs/pipeline.md, "Repeats"): each tool's last rejection is kept, at
 * most `maxTools` of them (the least recently rejected forgotten first); an accepted call clears
 * its tool's. Nothing is shared between sessions.
 */
export function createCallSession(
  check: (call: ToolCall, options: ValidateOptions | undefined) => CallResult,
  options?: CallSessionOptions,
): CallSession {
  let limit: unknown;
  try {
    limit = options?.maxTools;
  } catch {
    // A getter or Proxy trap that throws: the default, as for any unusable value.
  }
  const maxTools =
    typeof limit === "number" && limit >= 1 ? Math.floor(limit) : DEFAULT_SESSION_TOOLS;
  const last = new Map<string, LastRejection>();
  return {
    checkCall(call, callOptions) {
      const result = check(call, callOptions);
      if (result.ok) {
        last.delete(toolNameOf(result.tool));
        return result;
      }
      if (result.reason !== "input") return result;
      const name = toolNameOf(result.tool);
      const previous = last.get(name);
      const repeats = previous?.message === result.message ? previous.repeats + 1 : 1;
      last.delete(name); // re-inserted last: the map's order is the order of rejection
      last.set(name, { message: result.message, repeats });
      if (last.size > maxTools) {
        const oldest = last.keys().next();
        if (oldest.done !== true) last.delete(oldest.value);
      }
      return withRepeats(result, repeats, name);
    },
  };
}
