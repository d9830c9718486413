import type { Check } from "./check.js";

// Ajv's data type tests (compile/validate/dataType.ts) with `strictNumbers` off, as under
// `strict: false`: `number` takes NaN and ±Infinity, `integer` takes ±Infinity but not NaN.

/** Whether `data` is an object for Ajv: not `null`, not an array. */
export const isObject: Check = (data) =>
  typeof data === "object" && data !== null && !Array.isArray(data);

/** Whether `data` is a number for Ajv's number keywords. */
export const isNumber: Check = (data) => typeof data === "number";

/** Whether `data` is a string. */
export const isString: Check = (data) => typeof data === "string";

/** Ajv's test of each JSON type name. */
export const typeTests: Readonly<Record<string, Check>> = {
  string: isString,
  number: isNumber,
  integer: (data) => typeof data === "number" && !(data % 1) && !Number.isNaN(data),
  boolean: (data) => typeof data === "boolean",
  null: (data) => data === null,
  object: isObject,
  array: Array.isArray,
};
