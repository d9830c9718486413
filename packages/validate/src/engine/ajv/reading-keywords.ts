import { _, type KeywordCxt } from "ajv";
import { useFunc } from "ajv/dist/compile/util.js";
import type { AddedFormat } from "ajv/dist/types/index.js";
import * as limitLengthModule from "ajv/dist/vocabularies/validation/limitLength.js";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { charged } from "../../input/text-budget.js";
import { longerThan, shorterThan } from "../length-limits.js";
import type { AjvInstance } from "./create-ajv.js";
import { linearFormats } from "./linear-keywords.js";

// As generated code calls them; `code` is what standalone output writes to reach them.
const longerThanFunction = Object.assign((text: string, limit: number) => longerThan(text, limit), {
  code: 'require("@tool-input/validate").longerThan',
});
const shorterThanFunction = Object.assign(
  (text: string, limit: number) => shorterThan(text, limit),
  { code: 'require("@tool-input/validate").shorterThan' },
);

/** `format` with its test of a string charging the text budget first; any other as it is. */
function readingFormat(format: AddedFormat): AddedFormat {
  if (format === true) return format;
  // A function, not a RegExp, so that Ajv calls it (and standalone code reaches it by name).
  if (format instanceof RegExp) return charged((text) => format.test(text));
  if (typeof format === "function") return charged(format as (text: string) => boolean);
  if ((format.type ?? "string") !== "string" || "async" in format) return format;
  const { validate } = format as { validate: RegExp | ((text: string) => boolean) };
  const test = validate instanceof RegExp ? (text: string) => validate.test(text) : validate;
  return { ...format, validate: charged(test) } as AddedFormat;
}

/**
 * ajv-formats' formats, with tool-input's own (`linearFormats`), each string format charging
 * the text budget: the ones both the compiling instances and precompiled code check with
 * (precompiled code reaches them as `fullFormats`, by name). Verdicts are ajv-formats'.
 */
export const readingFormats: Readonly<Record<string, AddedFormat>> = Object.fromEntries(
  Object.entries({ ...fullFormats, ...linearFormats } as Record<string, AddedFormat>).map(
    ([name, format]) => [name, readingFormat(format)],
  ),
);

// Ajv's own `minLength`/`maxLength` definition (its error message and params are kept).
const limitLength = ((limitLengthModule as { default: { default?: unknown } }).default.default ??
  (limitLengthModule as { default: unknown }).default) as {
  keyword: string[];
  error: unknown;
};

/**
 * Makes the keywords that read every character of a string charge the check's text budget
 * (docs/security.md, "Inputs that are graphs"): `minLength` and `maxLength` (in Ajv's place,
 * before `pattern`, with its messages, counting code points only where the length leaves it
 * open, as the interpreter does) and the formats. Patterns charge it through
 * `ajvRegExp`. Verdicts, messages and the order of errors stay Ajv's.
 */
export function useReadingKeywords(ajv: AjvInstance): void {
  for (const keyword of limitLength.keyword) ajv.removeKeyword(keyword);
  ajv.addKeyword({
    ...(limitLength as object),
    keyword: limitLength.keyword,
    before: "pattern",
    code(cxt: KeywordCxt) {
      const { keyword, data, schemaCode, gen } = cxt;
      const fails = keyword === "maxLength" ? longerThanFunction : shorterThanFunction;
      cxt.fail$data(_`${useFunc(gen, fails)}(${data}, ${schemaCode})`);
    },
  });
  for (const [name, format] of Object.entries(readingFormats)) ajv.addFormat(name, format);
}
