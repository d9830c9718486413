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
