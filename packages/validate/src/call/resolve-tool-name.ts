import { nearNames } from "@tool-input/format";
import { withoutHarnessPrefix } from "./name-key.js";
import type { NamedTool, NameResolution, ToolNames } from "./tool-names.js";

/** At most this many names are offered in a did-you-mean (docs/messages.md, "Unknown tool names"). */
export const MAX_NEAR_NAMES = 3;

const sameName = (name: string): string => name;

/**
 * Resolves a called name against `names`, the names calls are made by (docs/pipeline.md, "Tool
 * names"); `ownName` gives the tool's own name for one of them (a projection's provider name). An
 * empty name (a call with none, or one that cannot be read) names no tool.
 */
export function resolveToolName(
  names: ToolNames,
  name: string,
  ownName: (name: string) => string = sameName,
): NameResolution {
  if (name === "") return { kind: "unknown", near: [], ambiguous: false };
  const found = names.match(name);
  if (found === undefined) {
    // The same closeness as the key suggestions' did-you-mean, on the name as the model meant it.
    const near = nearNames(withoutHarnessPrefix(name), names.prepared(), MAX_NEAR_NAMES);
    return { kind: "unknown", near, ambiguous: false };
  }
  if (!Array.isArray(found)) {
    const { tool, name: matched } = found as NamedTool;
    return { kind: matched === name ? "exact" : "repaired", tool, name: ownName(matched) };
  }
  const near = found.slice(0, MAX_NEAR_NAMES).map((tool) => tool.name);
  return { kind: "unknown", near, ambiguous: true };
}
