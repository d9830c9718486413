import { createCoercer } from "@tool-input/coerce";
import { wantsObject } from "../arguments/wants-object.js";
import type { Coercer } from "../cache/cache-entry.js";
import type { CoerceSettings } from "./resolve-options.js";

const anyObject = Object.freeze({ type: "object" });

/**
 * The coercer of a tool whose schema has no copy to follow (too complex to check, so coercion
 * would walk the same schema): where its root wants an object, it reads arguments text as the
 * object it holds (JSON, a fenced block, a Python dict) as for any tool, and coerces nothing
 * inside (docs/pipeline.md, "Schemas that cannot compile"); elsewhere there is none.
 */
export function rootTextCoercer(schema: unknown, settings: CoerceSettings): Coercer | undefined {
  return wantsObject(schema) ? createCoercer(anyObject, settings.options) : undefined;
}
