import { toolNameOf } from "../pipeline/describe-tool.js";
import { messageOptionsOfCall } from "../pipeline/resolve-options.js";
import type { ToolDefinition, ValidateOptions } from "../types.js";
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
 * its tool's. `nameOf` gives a tool's name as the catalog read it, for the lines a repeat adds,
 * which print it as the catalog's `defaults` and the call's options say. Nothing is shared
 * between sessions.
 */
export function createCallSession(
  check: (call: ToolCall, options: ValidateOptions | undefined) => CallResult,
  nameOf: (tool: ToolDefinition) => string | undefined,
  defaults: ValidateOptions | undefined,
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
  // Keyed by the catalog's tool object, one per name, so a name is not read again to count.
  const last = new Map<ToolDefinition, LastRejection>();
  return {
    checkCall(call, callOptions) {
      const result = check(call, callOptions);
      if (result.ok) {
        last.delete(result.tool);
        return result;
      }
      if (result.reason !== "input") return result;
      const previous = last.get(result.tool);
      const repeats = previous?.message === result.message ? previous.repeats + 1 : 1;
      last.delete(result.tool); // re-inserted last: the map's order is the order of rejection
      last.set(result.tool, { message: result.message, repeats });
      if (last.size > maxTools) {
        const oldest = last.keys().next();
        if (oldest.done !== true) last.delete(oldest.value);
      }
      const name = nameOf(result.tool) ?? toolNameOf(result.tool);
      return withRepeats(result, repeats, name, messageOptionsOfCall(defaults, callOptions));
    },
  };
}
