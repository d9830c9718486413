import { fullFormats } from "ajv-formats/dist/formats.js";
import { isUrl } from "../../ajv/linear-keywords.js";

/** A format as ajv-formats defines it: the type of value it applies to, and its test. */
export interface FormatChecker {
  /** The JSON type the format constrains; values of other types pass, as in Ajv. */
  readonly type: "string" | "number";
  /** Whether `value` (of `type`) is in the format. */
  readonly test: (value: never) => boolean;
}

type FormatDefinition =
  | RegExp
  | ((value: string) => boolean)
  | true
  | { type?: "string" | "number"; validate?: RegExp | ((value: never) => boolean) };

/** The test of a format that accepts every string (`password`, `binary`): Ajv checks nothing. */
export const always = (): boolean => true;

/**
 * The checker of format `name` from ajv-formats (the same definitions the Ajv engine registers,
 * so both engines agree), or `undefined` for a format Ajv does not know and so ignores.
 */
export function formatChecker(name: string): FormatChecker | undefined {
  if (!Object.hasOwn(fullFormats, name)) return undefined;
  // The Ajv engine's own `url` (linear past 2,048 characters), so both engines agree.
  if (name === "url") return { type: "string", test: isUrl };
  const definition = (fullFormats as Record<string, FormatDefinition>)[name];
  if (definition === undefined) return undefined;
  if (definition === true) return { type: "string", test: always };
  if (definition instanceof RegExp) {
    return { type: "string", test: (value: string) => definition.test(value) };
  }
  if (typeof definition === "function") return { type: "string", test: definition };
  const validate = definition.validate;
  const test =
    validate instanceof RegExp
      ? (value: string) => validate.test(value)
      : ((validate as ((value: never) => boolean) | undefined) ?? always);
  return { type: definition.type ?? "string", test };
}
