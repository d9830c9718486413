import { mayHoldClosingTag } from "../../pipeline/valid-input/closing-tag.js";
import { kindsOf, TEXT } from "../../pipeline/valid-input/schema-kinds.js";

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
 * What the look needs of `properties` in the schema object `parent`, or `undefined` where no
 * look can find anything: no key declared, or the object closed (`additionalProperties: false`,
 * no `patternProperties`) and no declared value a string that may hold `</`.
 */
export function objectLookOf(
  properties: Readonly<Record<string, unknown>>,
  parent: Readonly<Record<string, unknown>>,
): ObjectLook | undefined {
  const keys = Object.keys(properties);
  // Declared keys whose valid value may be a string holding `</` (docs/pipeline.md).
  const texts = keys.filter((key) => (kindsOf(properties[key], 0) & TEXT) !== 0);
  // No key beside the declared ones on a valid input: only their strings can hold markup.
  const closed = parent.additionalProperties === false && parent.patternProperties === undefined;
  if (keys.length === 0 || (closed && texts.length === 0)) return undefined;
  return {
    keys,
    inherited: keys.map((key) => key in Object.prototype),
    texts,
    closed,
    marked: keys.some((key) => key.includes("</")),
  };
}

/**
 * Whether an object just accepted under a `properties` of `look` may need the checks on a valid
 * input: a declared key absent and beside it a key not declared or `</` in a text key's string,
 * or any declared key absent where a declared key holds `</`. The test Ajv's generated code writes
 * out (engine/ajv/valid-input-flags.ts), as a function: called there for a `properties` of more
 * keys than that code writes in or with a key holding `</`, and by the interpreter for every one.
 * An object of another prototype is flagged before (`prototypeFlagCheck`), whatever this says.
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
