import { renderPath } from "@tool-input/format";
import type { Repair } from "./types.js";

/** One line per repair: ``repaired `edits`: JSON text → array (json)``. */
export function describeRepair(repair: Repair): string {
  const path = renderPath(repair.path);
  const where = path === "" ? "the input" : `\`${path}\``;
  const from = repair.rule === "json" ? "JSON text" : JSON.stringify(repair.from);
  const to = repair.rule === "json" ? structureName(repair.to) : JSON.stringify(repair.to);
  return `repaired ${where}: ${from} → ${to} (${repair.rule})`;
}

function structureName(value: unknown): string {
  return Array.isArray(value) ? "array" : "object";
}
