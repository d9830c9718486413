import type { JsonSchema } from "@tool-input/json";
import { projectToolSchema } from "./project-tool-schema.js";
import type { LiftResult, ProjectionTarget } from "./types.js";

type Lift = (input: unknown) => LiftResult;

const unchanged: Lift = (input) => ({ value: input, coercions: [] });

// One lift per schema object and target, worked out on the first call that needs it; the
// WeakMap lets a schema go with its tool.
const lifts = new WeakMap<object, Map<ProjectionTarget, Lift>>();

/**
 * The way back from `target`'s projection of `schema` (docs/providers.md, "The way back"):
 * identity when the schema has no projection for the target (it was refused, so no call was
 * made against one).
 */
export function liftForSchema(schema: JsonSchema, target: ProjectionTarget): Lift {
  if (typeof schema !== "object" || schema === null) return unchanged;
  let byTarget = lifts.get(schema);
  if (byTarget === undefined) {
    byTarget = new Map();
    lifts.set(schema, byTarget);
  }
  let lift = byTarget.get(target);
  if (lift === undefined) {
    const projected = projectToolSchema({ name: "", inputSchema: schema }, target);
    lift = projected.ok ? projected.lift : unchanged;
    byTarget.set(target, lift);
  }
  return lift;
}
