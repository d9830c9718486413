import type { PathSegment } from "@tool-input/json";
import type { ProjectionContext } from "./projection-context.js";

type Node = Readonly<Record<string, unknown>>;

const bounds = [
  ["exclusiveMinimum", "minimum"],
  ["exclusiveMaximum", "maximum"],
] as const;

/**
 * `flat` with draft-04's boolean `exclusiveMinimum` and `exclusiveMaximum` written as 2020-12
 * writes them, for a target that keeps them (docs/providers.md, "Targets"): `true` beside a
 * numeric `minimum: m` is `exclusiveMinimum: m`, and `false` is dropped, `minimum` then meaning
 * what it says; each rewrite is a `keyword-rewritten` change. A `true` with no numeric bound
 * beside it is left, for `keepKeywords` to drop.
 */
export function exclusiveBoundsAsNumbers(
  flat: Node,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
): Node {
  let node = flat;
  for (const [exclusive, bound] of bounds) {
    const flag = node[exclusive];
    if (typeof flag !== "boolean" || !ctx.rules.keywords.has(exclusive)) continue;
    const limit = node[bound];
    if (flag && (typeof limit !== "number" || !Number.isFinite(limit))) continue;
    const { [exclusive]: _flag, ...rest } = node;
    if (flag) {
      const { [bound]: _bound, ...others } = rest;
      node = { ...others, [exclusive]: limit };
    } else node = rest;
    ctx.changes.push({ kind: "keyword-rewritten", path, keyword: exclusive });
  }
  return node;
}
