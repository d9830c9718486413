import { type JsonSchema, presentItems } from "@tool-input/json";
import { nameOf, projectToolSchema } from "./project-tool-schema.js";
import { TakenNames } from "./provider-name.js";
import type { ProjectionResult, ProjectionTarget } from "./types.js";

/** A catalog of tools projected for one provider. */
export interface ProjectedTools {
  readonly target: ProjectionTarget;
  /** One result per tool, in the catalog's order: projected, or refused with a reason. */
  readonly tools: readonly ProjectionResult[];
  /** The original name of the tool the provider knows as `name`, or `undefined` for none. */
  originalName(name: string): string | undefined;
}

/**
 * Every tool of a catalog projected for `target`, with provider names that are unique within
 * the catalog and the same for the same catalog in every process (docs/providers.md, "Names").
 * Never throws: `tools` that is not an array holds no tools, and one whose reading throws (a
 * Proxy) holds those read before.
 */
export function projectTools(
  tools: readonly { readonly name: string; readonly inputSchema: JsonSchema }[],
  target: ProjectionTarget,
): ProjectedTools {
  // A valid name is kept unless an earlier tool claimed it (a second tool of the same name is
  // renamed); a rewritten name never takes another tool's name.
  const list = itemsOf(tools);
  const names = list.map(nameOf);
  const taken = new TakenNames(names);
  const claimed = new Set<string>();
  const back = new Map<string, string>();
  const results = list.map((tool, index) => {
    const name = names[index] as string;
    if (!claimed.has(name)) taken.delete(name);
    const result = projectToolSchema(tool, target, taken);
    for (const held of result.ok ? [name, result.name] : [name]) {
      claimed.add(held);
      taken.add(held);
    }
    if (result.ok) back.set(result.name, result.originalName);
    return result;
  });
  return { target, tools: results, originalName: (name) => back.get(name) };
}

/** The entries of `tools` as a plain array: none where it is not one, those read before a read threw. */
function itemsOf<T>(tools: readonly T[]): T[] {
  const items: T[] = [];
  if (!Array.isArray(tools)) return items;
  try {
    for (const tool of presentItems(tools)) items.push(tool);
  } catch {
    // A hostile list (a Proxy whose traps throw): the tools read so far are the catalog.
  }
  return items;
}
