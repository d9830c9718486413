import { capText } from "@tool-input/format";

/** Longest tool name recorded; a longer one is cut, the last character an ellipsis, as messages cut names (a model may send any name). */
export const MAX_TOOL_LABEL = 128;
/** Distinct names of unknown tools recorded before the rest share one label. */
export const MAX_UNKNOWN_LABELS = 100;
/** The label of unknown tools past `MAX_UNKNOWN_LABELS`. */
export const OTHER_TOOLS = "(other)";

/**
 * Tool names as attribute values, bounded: the names of tools a catalog lists are as many as the
 * catalog holds, but a model can invent any number of unknown ones, and each distinct value is
 * a new time series in the backend (docs/observability.md, "Bounds").
 */
export class ToolLabels {
  readonly #unknown = new Set<string>();

  /** The label for `name`; `known` is whether a catalog lists it. */
  of(name: string, known: boolean): string {
    const cut = capText(name, MAX_TOOL_LABEL);
    if (known || this.#unknown.has(cut)) return cut;
    if (this.#unknown.size >= MAX_UNKNOWN_LABELS) return OTHER_TOOLS;
    this.#unknown.add(cut);
    return cut;
  }
}
