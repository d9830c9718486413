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

/**
 * The options a validator, a catalog or a bound schema is made with, as `ownOptions` reads them;
 * options that cannot be read (a getter or Proxy trap that throws) are the defaults, `{}`
 * (docs/pipeline.md, "Options"). A call's own are read by `ownOptions`, inside the call's guard.
 */
export function creationOptions(options: unknown): ValidatorOptions {
  try {
    return ownOptions(options);
  } catch {
    return {};
  }
}

/** The options of one call: the validator's defaults overridden by the call's own. */
export function optionsOfCall(
  defaults: ValidateOptions,
  options: ValidateOptions | undefined,
): ValidateOptions {
  if (options === undefined) return defaults;
  return { ...defaults, ...ownOptions(options) };
}

/**
 * `optionsOfCall` for a call's messages outside the pipeline (an unknown tool's sentence, a
 * session's repeat lines): the defaults alone where the call's options cannot be read. Never throws.
 */
export function messageOptionsOfCall(
  defaults: ValidateOptions | undefined,
  options: ValidateOptions | undefined,
): ValidateOptions {
  try {
    return optionsOfCall(defaults ?? {}, options);
  } catch {
    return defaults ?? {};
  }
}

/** The coercion options among a call's options, and a text naming them (equal text, equal coercer). */
export interface CoerceSettings {
  readonly options: CoerceOptions;
  readonly signature: string;
  /**
   * The repair path's first pass, where rule `markup` is on (see `runPipeline`): the same options
   * without rule `markup`, and with decoded text left as decoded (`decoded: "keep"`).
   */
  readonly firstPass: CoerceSettings | undefined;
}

/** The coercion options among `options`, and a text naming them (equal text, equal coercer). */
export function coerceOptionsOf(options: ValidateOptions): CoerceSettings {
  const picked: Record<string, unknown> = {};
  const parts: string[] = [];
  for (const key of coerceKeys) {
    const value = options[key];
    if (value !== undefined) picked[key] = value;
    // The type too: `maxDepth: "3"` is the default depth, `3` is 3 (no option takes an object).
    parts.push(
      typeof value === "object" && value !== null ? "object" : `${typeof value}:${String(value)}`,
    );
  }
  const signature = parts.join("|");
  if (markupMode(options) === "ignore") {
    const ignore = { ...picked, markup: "ignore" } as CoerceOptions;
    return { options: ignore, signature: `${signature}|ignore`, firstPass: undefined };
  }
  // The coercer splits leaked markup unless it is ignored: rejecting it is the pipeline's call.
  const firstPass = {
    options: { ...picked, markup: "ignore", decoded: "keep" } as CoerceOptions,
    signature: `${signature}|ignore|keep`,
    firstPass: undefined,
  };
  return { options: { ...picked, markup: "split" }, signature: `${signature}|split`, firstPass };
}

/** The call's `markup` option, `"reject"` unless it says `"split"` or `"ignore"`. */
export function markupMode(options: ValidateOptions | undefined): "reject" | "split" | "ignore" {
  const mode = options?.markup;
  return mode === "split" || mode === "ignore" ? mode : "reject";
}
