import { createCoercer } from "@tool-input/coerce";
import { wantsObject } from "../arguments/wants-object.js";
import type { Coercer } from "../cache/cache-entry.js";
import type { CoerceSettings } from "./resolve-options.js";

const anyObject = Object.freeze({ type: "object" });

/**
 * Where `schema`'s root wants an object, a coercer that reads arguments text as the object it
 * holds (JSON, a fenced block, a Python dict) as for any tool, and coerces nothing inside;
 * elsewhere there is none. The coercer of a schema with no copy to follow (too complex to check,
 * so coercion would walk the same schema: docs/pipeline.md, "Schemas that cannot compile"), and
 * the reading of text before a projection's lift (docs/providers.md, "The way back").
 */
export function rootTextCoercer(schema: unknown, settings: CoerceSettings): Coercer | undefined {
  return wantsObject(schema) ? createCoercer(anyObject, settings.options) : undefined;
}
