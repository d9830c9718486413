import type { CoerceOptions } from "./types.js";

/** After a tool rejected `input`, returns a copy with JSON-text properties decoded, or `undefined`. */
export function decodeRejectedInput(
  _input: unknown,
  _rejection: unknown,
  _options?: CoerceOptions,
): Record<string, unknown> | undefined {
  return undefined; // STUB
}
