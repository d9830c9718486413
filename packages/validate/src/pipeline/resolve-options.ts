import type { CoerceOptions } from "@tool-input/coerce";
import type { ValidateOptions, ValidatorOptions } from "../types.js";

const coerceKeys = [
  "booleans",
  "unions",
  "budget",
  "maxDepth",
  "maxStringLength",
  "arrays",
  "optionals",
  "python",
] as const;

/** The defined fields of `options` as a fresh plain object; anything not an object gives `{}`. */
export function ownOptions(options: unknown): ValidatorOptions {
  if (typeof options !== "object" || options === null) return {};
  const own: Record<string, unknown> = {};
  for (const key of Object.keys(options)) {
    const value = (options as Record<string, unknown>)[key];
    // An explicit `undefined` means "the default", as for every options object in the library.
    if (value !== undefined && key !== "__proto__") own[key] = value;
  }
  return own as ValidatorOptions;
}

/** The options of one call: the validator's defaults overridden by the call's own. */
export function optionsOfCall(
  defaults: ValidateOptions,
  options: ValidateOptions | undefined,
): ValidateOptions {
  if (options === undefined) return defaults;
  return { ...defaults, ...ownOptions(options) };
}

/** The coercion options among a call's options, and a text naming them (equal text, equal coercer). */
export interface CoerceSettings {
  readonly options: CoerceOptions;
  readonly signature: string;
  /** The same without rule `markup`, where it is on: the repair path's first pass (see `runPipeline`). */
  readonly unsplit: CoerceSettings | undefined;
}

/** The coercion options among `options`, and a text naming them (equal text, equal coercer). */
export function coerceOptionsOf(options: ValidateOptions): CoerceSettings {
  const picked: Record<string, unknown> = {};
  const parts: string[] = [];
  for (const key of coerceKeys) {
    const value = options[key];
    if (value !== undefined) picked[key] = value;
    parts.push(typeof value === "object" && value !== null ? "object" : String(value));
  }
  const signature = parts.join("|");
  const ignore = { ...picked, markup: "ignore" } as CoerceOptions;
  if (markupMode(options) === "ignore") {
    return { options: ignore, signature: `${signature}|ignore`, unsplit: undefined };
  }
  // The coercer splits leaked markup unless it is ignored: rejecting it is the pipeline's call.
  const unsplit = { options: ignore, signature: `${signature}|ignore`, unsplit: undefined };
  return { options: { ...picked, markup: "split" }, signature: `${signature}|split`, unsplit };
}

/** The call's `markup` option, `"reject"` unless it says `"split"` or `"ignore"`. */
export function markupMode(options: ValidateOptions | undefined): "reject" | "split" | "ignore" {
  const mode = options?.markup;
  return mode === "split" || mode === "ignore" ? mode : "reject";
}
