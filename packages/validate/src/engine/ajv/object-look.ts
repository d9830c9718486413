import { mayHoldClosingTag } from "../../pipeline/valid-input/closing-tag.js";

/** What the valid-input flag's look needs of one `properties` (docs/pipeline.md, "Checks on a valid input"). */
export interface ObjectLook {
  /** The declared keys. */
  readonly keys: readonly string[];
  /** Per declared key: `Object.prototype` has it, so it is read as own only. */
  readonly inherited: readonly boolean[];
  /** The declared keys whose valid value may be a string holding `</`. */
  readonly texts: readonly string[];
  /** Whether a valid input has no key beside the declared ones. */
  readonly closed: boolean;
  /** Whether a declared key holds `</`: an object lacking a declared key is always looked at. */
  readonly marked: boolean;
}

/**
 * Whether an object Ajv has just accepted under a `properties` of `look` may need the checks on
 * a valid input, the generated test of valid-input-flags.ts as a function (for a `properties`
 * of more keys than that code writes in), for an object whose prototype is `Object.prototype` or
 * `null` (the generated code tests that first): a declared key absent and beside it a key not
 * declared or `</` in a text key's string.
 */
export function objectNeedsLook(value: Record<string, unknown>, look: ObjectLook): boolean {
  const { keys, inherited } = look;
  let present = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (value[key] !== undefined && (inherited[i] !== true || Object.hasOwn(value, key))) present++;
  }
  if (present === keys.length) return false;
  if (look.marked) return true;
  if (!look.closed) {
    let count = 0;
    for (const _key in value) count++;
    if (count !== present) return true;
  }
  for (const key of look.texts) {
    const item = value[key];
    if (typeof item === "string" && mayHoldClosingTag(item)) return true;
  }
  return false;
}
