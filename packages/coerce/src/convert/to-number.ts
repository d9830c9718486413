import { readsBack } from "@tool-input/json";

// The same literal Claude Code's semanticNumber accepts: ASCII digits, an optional leading
// minus, an optional fraction; no exponent, sign, hex, spaces or bare dots (docs/coercion.md, "When a string is coerced").
const DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;

/**
 * The number a string spells, or `undefined`: a plain decimal literal whose value is finite,
 * reads back as the decimal written (`readsBack`) and, when it is an integer, is within
 * `Number.MAX_SAFE_INTEGER`. `"-0"` gives 0.
 */
export function toNumber(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || !readsBack(text, value)) return undefined;
  if (Number.isInteger(value) && Math.abs(value) > Number.MAX_SAFE_INTEGER) return undefined;
  return value === 0 ? 0 : value;
}
