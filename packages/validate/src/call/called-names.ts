import { projectTools } from "../projection/project-tools.js";
import type { ProjectionTarget } from "../projection/types.js";
import type { ToolDefinition } from "../types.js";
import { resolveToolName } from "./resolve-tool-name.js";
import { type NamedTool, type NameResolution, ToolNames } from "./tool-names.js";

/** The names a catalog's tools are called by, and how a called name is resolved against them. */
export interface CalledNames {
  /** The names the model was given, in catalog order (listed when a name is near none). */
  names(): IterableIterator<string>;
  /** The tool a called name stands for, named by its own name (docs/pipeline.md, "Tool names"). */
  resolve(name: string): NameResolution;
}

/**
 * The names calls use: the tools' own (`own`), or under a `projection` the names the provider was
 * sent (docs/providers.md, "In a harness and in the adapters"). Then a called name is resolved
 * against the sent names, with the same repairs, and the tool found is named by its own name; a
 * tool's own name, called exactly, still names it.
 */
export function calledNames(
  own: ToolNames,
  tools: readonly NamedTool[],
  projection: ProjectionTarget | undefined,
): CalledNames {
  if (projection === undefined) {
    return { names: () => own.names(), resolve: (name) => resolveToolName(own, name) };
  }
  // The whole list is projected, so each tool gets the name `projectTools(tools)` sends it as.
  const projected = projectTools(tools.map(withNameRead), projection).tools;
  const ownNames = new Map<string, string>();
  const ownSeen = new Set<string>();
  const sent: NamedTool[] = [];
  for (const [index, tool] of tools.entries()) {
    // Only the first of two tools with one name is callable, as without a projection: the
    // second's sent name would be answered under a name that looks up the first.
    if (ownSeen.has(tool.name)) continue;
    ownSeen.add(tool.name);
    const result = projected[index];
    // A tool the projection refused is sent, if at all, as it is.
    const name = result?.ok === true ? result.name : tool.name;
    if (!ownNames.has(name)) ownNames.set(name, tool.name);
    sent.push({ name, tool: tool.tool });
  }
  const names = new ToolNames(sent);
  const ownName = (name: string) => ownNames.get(name) ?? name;
  return {
    names: () => names.names(),
    resolve(name) {
      const tool = own.exact(name);
      if (tool !== undefined) return { kind: "exact", tool, name };
      return resolveToolName(names, name, ownName);
    },
  };
}

/** The tool as projection reads it: the name read once, the schema read where projection guards it. */
function withNameRead({ name, tool }: NamedTool): ToolDefinition {
  return {
    name,
    get inputSchema() {
      return tool.inputSchema;
    },
  };
}
