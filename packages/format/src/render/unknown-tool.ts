import { presentItems } from "@tool-input/json";
import type { FormatOptions } from "../types.js";
import { code } from "./line-context.js";
import { maxNameLengthOf } from "./printed-name.js";

/** `a`, `a or b`, `a, b or c`, each a code span. */
function alternatives(
  names: readonly string[],
  last: "or" | "and",
  options: FormatOptions | undefined,
): string {
  const spans = names.map((name) => span(name, options));
  if (spans.length <= 1) return spans.join("");
  return `${spans.slice(0, -1).join(", ")} ${last} ${spans[spans.length - 1]}`;
}

/**
 * The sentence for a call to a tool the catalog does not have (docs/messages.md, "Unknown tool
 * names"): ``There is no tool named `read_files` (did you mean `read_multiple_files`?)``; with no
 * near name, the tools of a small catalog (`listed`), or nothing more. An empty name is a call
 * that names no tool, never an empty code span. Each name is cut at `options.maxNameLength`.
 */
export function unknownToolSentence(
  name: string,
  near: readonly string[],
  listed: readonly string[] = [],
  options?: FormatOptions,
): string {
  const head =
    name === ""
      ? "The call names no tool; send it again with the name of one of the tools"
      : `There is no tool named ${span(String(name), options)}`;
  const nearNames = presentItems(near);
  if (nearNames.length > 0) {
    return `${head} (did you mean ${alternatives(nearNames, "or", options)}?)`;
  }
  const listedNames = presentItems(listed);
  if (listedNames.length > 0) {
    return `${head} (the tools are ${alternatives(listedNames, "and", options)})`;
  }
  return head;
}

function span(name: string, options: FormatOptions | undefined): string {
  return code(name, maxNameLengthOf(options));
}
