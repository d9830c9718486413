import { flagOtherPrototype, raiseValidInputFlag } from "../../../valid-input/flag-counter.js";
import { objectLookOf, objectNeedsLook } from "../../../valid-input/object-look.js";
import { propertyReaders } from "../../../valid-input/property-readers.js";
import type { Check } from "./check.js";
import { own, type SchemaNode } from "./keyword-values.js";

// The interpreter's part in the valid-input flags, as the Ajv engine's generated code does it
// (docs/pipeline.md, "Checks on a valid input"): checks that always pass and raise the flag. A
// read that throws raises it too. `source`: the schema object as written, whose declared values
// say which may hold text.

/**
 * For a schema object with a keyword that reads an object's properties: the flag for an object of
 * another prototype, run before the object's own checks, so it is raised whatever they then find
 * (an inherited property that turns a subschema's verdict under `not`, `oneOf` or `if`);
 * `undefined` where no such keyword is present.
 */
export function prototypeFlagCheck(source: SchemaNode): Check | undefined {
  if (!propertyReaders.some((keyword) => own(source, keyword) !== undefined)) return undefined;
  return (data) => {
    flagOtherPrototype(data as object);
    return true;
  };
}

/**
 * For a schema object with `properties`: the flag for an object the look may find something in,
 * run after the object's own checks, as Ajv's code runs it after `properties`; `undefined` where
 * no look can find anything.
 */
export function lookFlagCheck(source: SchemaNode): Check | undefined {
  const properties = own(source, "properties");
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) {
    return undefined;
  }
  const look = objectLookOf(properties as SchemaNode, source);
  if (look === undefined) return undefined;
  return (data) => {
    try {
      if (objectNeedsLook(data as Record<string, unknown>, look)) raiseValidInputFlag();
    } catch {
      raiseValidInputFlag();
    }
    return true;
  };
}
