import { renderPath } from "@tool-input/format";
import { markupParts } from "@tool-input/validate";
import type { Repair } from "../types.js";

/** One line per repair: ``repaired `edits`: JSON text → array (json)``. */
export function describeRepair(repair: Repair): string {
  const path = renderPath(repair.path);
  const where = path === "" ? "the input" : `\`${path}\``;
  switch (repair.rule) {
    case "omit":
    case "projection":
      return `repaired ${where}: ${JSON.stringify(repair.from)} → left out (${repair.rule})`;
    case "markup":
      return `repaired ${where}: tool-call markup → ${movedNames(repair)} (markup)`;
    case "wrap":
      return `repaired ${where}: ${preview(repair.from)} → a one-item array (wrap)`;
    default: {
      const text =
        repair.rule === "json"
          ? "JSON text"
          : repair.rule === "python"
            ? "Python literal"
            : undefined;
      const from = text ?? JSON.stringify(repair.from);
      const to = text === undefined ? JSON.stringify(repair.to) : structureName(repair.to);
      return `repaired ${where}: ${from} → ${to} (${repair.rule})`;
    }
  }
}

/** The parameters markup was split into, as code spans: `` `priority` ``. */
function movedNames(repair: Repair): string {
  const names = markupParts(repair)?.moved ?? [];
  return names.map((name) => `\`${renderPath([name])}\``).join(", ") || "its own parameter";
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function structureName(value: unknown): string {
  return Array.isArray(value) ? "array" : "object";
}
