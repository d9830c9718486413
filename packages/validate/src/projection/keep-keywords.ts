import type { PathSegment } from "@tool-input/json";
import { defineOwn } from "@tool-input/json";
import { ofOtherType } from "./keyword-types.js";
import { fitsKeyword } from "./keyword-values.js";
import { annotations } from "./merge-nodes.js";
import { notCopied, ownCopy } from "./own-copy.js";
import { chargeText, type ProjectionContext } from "./projection-context.js";

// Keywords that carry no constraint a provider would miss: dropped without a change record
// (`type` and `nullable` are read as the node's types, and written the target's way).
const silent = new Set([...annotations, "type", "nullable"]);

/**
 * Copies the keywords of `flat`, a node of `type`, that the target keeps and that `handled` does
 * not write itself, recording each dropped one (the original schema still enforces it on the way
 * back). A keyword of another type (`items` on a string) is dropped: copied raw, it would carry
 * what was never projected; so is one whose value is not what the target's dialect wants (a
 * boolean `exclusiveMinimum`), which would make the definition invalid. An object value is copied
 * (`ownCopy`), and dropped when it cannot be.
 */
export function keepKeywords(
  flat: Readonly<Record<string, unknown>>,
  type: string,
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
    const kept =
      ctx.rules.keywords.has(keyword) && !ofOtherType(keyword, type) && fitsKeyword(keyword, value);
    const sent = kept && !unsendable && keep(keyword, value) ? ownCopy(value) : notCopied;
    if (sent !== notCopied) {
      chargeText(ctx, path, sent);
      defineOwn(out, keyword, sent);
    } else {
      ctx.changes.push({ kind: "keyword-dropped", path, keyword });
    }
  }
  return out;
}
