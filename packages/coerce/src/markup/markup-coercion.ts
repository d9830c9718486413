import type { Coercion, PathSegment } from "../types.js";
import type { Leak } from "./find-leak.js";

/**
 * The coercion rule `markup` records for the text `from` of the key at `path` (docs/coercion.md,
 * "Leaked markup"): `to` holds what stayed, under `kept`, then the text each parameter was given.
 */
export function markupCoercion(
  path: readonly PathSegment[],
  from: string,
  kept: string,
  stayed: unknown,
  moved: Leak["moved"],
): Coercion {
  return {
    path,
    rule: "markup",
    from,
    to: Object.fromEntries([
      [kept, stayed],
      ...moved.map(({ name, text }) => [name, text] as const),
    ]),
  };
}
