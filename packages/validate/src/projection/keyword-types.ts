const objects = ["object"];
const arrays = ["array"];
const strings = ["string"];
const numbers = ["number", "integer"];

// The JSON types a type-specific keyword constrains; `format` names number formats too
// (Gemini's `int32`, `double`).
const typesOf: Readonly<Record<string, readonly string[]>> = {
  properties: objects,
  required: objects,
  additionalProperties: objects,
  patternProperties: objects,
  minProperties: objects,
  maxProperties: objects,
  items: arrays,
  prefixItems: arrays,
  minItems: arrays,
  maxItems: arrays,
  pattern: strings,
  minLength: strings,
  maxLength: strings,
  format: [...strings, ...numbers],
  minimum: numbers,
  maximum: numbers,
  exclusiveMinimum: numbers,
  exclusiveMaximum: numbers,
  multipleOf: numbers,
};

/** Whether `keyword` constrains only values of other types than `type` (`items` on a string). */
export function ofOtherType(keyword: string, type: string): boolean {
  const types = Object.hasOwn(typesOf, keyword) ? typesOf[keyword] : undefined;
  return types !== undefined && !types.includes(type);
}
