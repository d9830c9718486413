import { createCoercer } from "@tool-input/coerce";
import { wantsObject } from "../arguments/wants-object.js";
import type { Coercer } from "../cache/cache-entry.js";
import type { CoerceSettings } from "./resolve-options.js";

const anyObject = Object.freeze({ type: "object" });
// One per settings: the validator's are made once, so its calls share one coercer.
const made = new WeakMap<CoerceSettings, Coercer>();

/**
 * Where `schema`'s root wants an object, a coercer that reads arguments text as the object it
 * holds (JSON, a fenced block, a Python dict) as for any tool, and coerces nothing inside;
 * elsewhere there is none. The coercer of a schema with no copy to follow (too complex to check,
 * so coercion would walk the same schema: docs/pipeline.md, "Schemas that cannot compile"), and
 * the reading of text before a projection's lift (docs/providers.md, "The way back").
 */
export function rootTextCoercer(schema: unknown, settings: CoerceSettings): Coercer | undefined {
  if (!wantsObject(schema)) return undefined;
  let coercer = made.get(settings);
  if (coercer === undefined) {
    coercer = createCoercer(anyObject, settings.options);
    made.set(settings, coercer);
  }
  return coercer;
}
