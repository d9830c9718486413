type ValueCheck = (value: unknown) => boolean;

const string: ValueCheck = (value) => typeof value === "string";
const number: ValueCheck = (value) => typeof value === "number" && Number.isFinite(value);
const count: ValueCheck = (value) => Number.isInteger(value) && (value as number) >= 0;

// What the JSON Schema 2020-12 meta-schema (and OpenAPI 3.0's schema object) wants as the value
// of each keyword a target may keep; a keyword not listed takes any value (`default`, `const`) or
// is written by the projection itself (`properties`, `items`, `enum`, …).
const valueChecks: Readonly<Record<string, ValueCheck>> = {
  description: string,
  title: string,
  pattern: string,
  format: string,
  minimum: number,
  maximum: number,
  exclusiveMinimum: number,
  exclusiveMaximum: number,
  multipleOf: (value) => number(value) && (value as number) > 0,
  minItems: count,
  maxItems: count,
  minLength: count,
  maxLength: count,
  minProperties: count,
  maxProperties: count,
};

/**
 * Whether `value` is of the type the target's dialect wants for `keyword`: a draft-04 boolean
 * `exclusiveMinimum`, or a `maxLength` of `"10"`, is not, and sent it would make the tool
 * definition invalid.
 */
export function fitsKeyword(keyword: string, value: unknown): boolean {
  const check = Object.hasOwn(valueChecks, keyword) ? valueChecks[keyword] : undefined;
  return check === undefined || check(value);
}
