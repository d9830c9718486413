import * as equalModule from "ajv/dist/runtime/equal.js";
import * as ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";

/**
 * The `default` export of a CommonJS module, read the same under Node (the namespace's `default`
 * is `module.exports`) and under bundlers that honour `__esModule` (it is `exports.default`).
 */
export function defaultOf(namespace: unknown): unknown {
  const inner = (namespace as { default?: unknown }).default;
  return typeof inner === "function"
    ? inner
    : (inner as { default?: unknown } | undefined)?.default;
}

/** Ajv's deep equality (fast-deep-equal), as its `enum`, `const` and generated code use it. */
export const ajvEqual = defaultOf(equalModule) as (a: unknown, b: unknown) => boolean;

/** Ajv's string length in code points (`minLength`/`maxLength` with its default `unicode`). */
export const ajvUcs2length = defaultOf(ucs2lengthModule) as (text: string) => number;
