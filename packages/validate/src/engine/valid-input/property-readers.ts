/**
 * The keywords that read an object's properties by name or walk its keys: before the first of
 * them a check runs on a schema object, it tests the object's prototype (docs/pipeline.md,
 * "Property names an object inherits"). The others read only its own keys (`minProperties`,
 * `maxProperties`, `const`, `enum`) or not the object at all.
 */
export const propertyReaders = [
  "properties",
  "required",
  "dependentRequired",
  "dependencies",
  "dependentSchemas",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "unevaluatedProperties",
] as const;

/**
 * The keywords that read an array's items by index, where a hole reads the prototype: before the
 * first of them, the array's prototype is tested the same way. `minItems` and `maxItems` read
 * only its length.
 */
export const itemReaders = [
  "prefixItems",
  "additionalItems",
  "items",
  "contains",
  "uniqueItems",
  "unevaluatedItems",
] as const;
