import { hasOtherPrototype } from "../../../../input/own-properties-view.js";
import { raiseOtherPrototype, raiseValidInputFlag } from "../../../valid-input/flag-counter.js";
import {
  type ObjectLook,
  objectLookOf,
  objectNeedsLook,
} from "../../../valid-input/object-look.js";
import { propertyReaders } from "../../../valid-input/property-readers.js";
import type { Check } from "./check.js";
import { own, type SchemaNode } from "./keyword-values.js";

/**
 * The interpreter's part in the valid-input flags, as the Ajv engine's generated code does it
 * (docs/pipeline.md, "Checks on a valid input"): for a schema object with a keyword that reads
 * an object's properties, a check run after its object checks that passes always and raises
 * the flag for an object of another prototype, or under `properties` for one the look may find
 * something in; a read that throws raises it too. `undefined` where no such keyword is present.
 * `source`: the schema object as written, whose declared values say which may hold text.
 */
export function validInputFlagCheck(source: SchemaNode): Check | undefined {
  if (!propertyReaders.some((keyword) => own(source, keyword) !== undefined)) return undefined;
  const properties = own(source, "properties");
  const look =
    typeof properties === "object" && properties !== null && !Array.isArray(properties)
      ? objectLookOf(properties as SchemaNode, source)
      : undefined;
  return (data) => {
    raiseFor(data as Record<string, unknown>, look);
    return true;
  };
}

function raiseFor(object: Record<string, unknown>, look: ObjectLook | undefined): void {
  try {
    if (hasOtherPrototype(object)) raiseOtherPrototype();
    else if (look !== undefined && objectNeedsLook(object, look)) raiseValidInputFlag();
  } catch {
    if (look === undefined) raiseOtherPrototype();
    else raiseValidInputFlag();
  }
}
