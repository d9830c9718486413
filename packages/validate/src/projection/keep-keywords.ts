import type { PathSegment } from "@tool-input/json";
import { defineOwn } from "@tool-input/json";
import type { ProjectionContext } from "./projection-context.js";

// Keywords that carry no constraint a provider would miss: dropped without a change record.
const silent = new Set(["$schema", "$id", "$comment", "$defs", "definitions", "$anchor", "type"]);

/**
 * Copies the keywords of `flat` that the target keeps and that `handled` does not write itself,
 * recording each dropped one (the original schema still enforces it on the way back).
 */
export function keepKeywords(
  flat: Readonly<Record<string, unknown>>,
  handled: ReadonlySet<string>,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  keep: (keyword: string, value: unknown) => boolean = () => true,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(flat)) {
    if (handled.has(keyword) || silent.has(keyword)) continue;
    // Gemini's API reads a `null` default as no default (its SDK drops it): not sent.
    const unsendable = keyword === "default" && value === null && ctx.rules.nullAs === "nullable";
    if (ctx.rules.keywords.has(keyword) && !unsendable && keep(keyword, value)) {
      defineOwn(out, keyword, value);
    } else ctx.changes.push({ kind: "keyword-dropped", path, keyword });
  }
  return out;
}
