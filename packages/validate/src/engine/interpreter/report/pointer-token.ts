import { decodeFragmentToken, decodePointerToken } from "@tool-input/json";

/** A token of a @cfworker/json-schema location, decoded (URI escapes, kept when malformed, then `~1`, `~0`). */
export function decodeToken(token: string): string {
  return decodeFragmentToken(token) ?? decodePointerToken(token);
}
