import { format as cfworkerFormats } from "@cfworker/json-schema";
import { re2Pattern } from "../../regex/pattern-matcher.js";
import { formatChecker } from "./format-checkers.js";
import { type FormatLimit, failedFormatLimits } from "./format-limits.js";

// A format name no schema writes: the prepared copy's only `format` values (prepare-schema.ts).
const prefix = "\u0000tool-input\u0000";

/** What a format token stands for: a node's `pattern`, string `format` and formatLimit keywords. */
export type TokenParts = [pattern: string | null, format: string | null, limits: FormatLimit[]];

/** The `format` value that stands for a node's `pattern`, string `format` and its limits in the prepared copy. */
export function formatToken(
  pattern: string | undefined,
  format: string | undefined,
  limits: readonly FormatLimit[] = [],
): string {
  return `${prefix}${JSON.stringify([pattern ?? null, format ?? null, limits])}`;
}

/** The parts a token stands for; `undefined` for any other format name. */
export function readToken(name: unknown): TokenParts | undefined {
  if (typeof name !== "string" || !name.startsWith(prefix)) return undefined;
  return JSON.parse(name.slice(prefix.length)) as TokenParts;
}

/** Whether `value` matches `pattern` on the linear-time engine. */
export function patternPasses(pattern: string, value: string): boolean {
  return re2Pattern(pattern).test(value);
}

/** Whether `value` is in string format `format` (an unknown format passes, as in Ajv). */
export function formatPasses(format: string, value: string): boolean {
  const checker = formatChecker(format);
  return (
    checker === undefined ||
    checker.type !== "string" ||
    (checker.test as (v: string) => boolean)(value)
  );
}

const checkers = new Map<string, (value: string) => boolean>();
const checkerLimit = 1000;

function checkerFor(token: string): ((value: string) => boolean) | undefined {
  let checker = checkers.get(token);
  if (checker !== undefined) return checker;
  const read = readToken(token);
  if (read === undefined) return undefined;
  const [pattern, format, limits] = read;
  checker = (value) =>
    (pattern === null || patternPasses(pattern, value)) &&
    (format === null ||
      (formatPasses(format, value) && failedFormatLimits(format, limits, value).length === 0));
  if (checkers.size >= checkerLimit) checkers.delete(checkers.keys().next().value as string);
  checkers.set(token, checker);
  return checker;
}

const installed = Symbol.for("@tool-input/validate format hook");

/**
 * Lets @cfworker/json-schema check patterns on re2js and formats with ajv-formats. Its format
 * table is the only place it calls out with a value (`format[name](value)`), and it reads the
 * table by name: a Proxy put as the table's prototype answers our token names, and passes every
 * other name through to `Object.prototype`, so the table's own formats are untouched. Installed
 * once per process, on first use of the interpreter (docs/pipeline.md, "Engines").
 */
export function installFormatHook(): void {
  const table = cfworkerFormats as Record<string | symbol, unknown>;
  if (table[installed] === true) return;
  const hook = new Proxy(Object.prototype, {
    get(target, key, receiver) {
      if (key === installed) return true;
      if (typeof key === "string" && key.startsWith(prefix)) return checkerFor(key);
      return Reflect.get(target, key, receiver);
    },
  });
  Object.setPrototypeOf(table, hook);
}
