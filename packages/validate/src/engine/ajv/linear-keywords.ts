import { _, type FormatDefinition, type KeywordCxt, str } from "ajv";
import { useFunc } from "ajv/dist/compile/util.js";
import ajvFormats from "ajv-formats";
import { RE2JS } from "re2js";
import { stableStringify } from "../../cache/stable-stringify.js";
import { refuseUncheckable } from "../../input/guard-shapes.js";
import { refuseLongText } from "../../input/long-text.js";
import { type PatternNode, parsePattern } from "../regex/pattern-syntax.js";
import { re2Source } from "../regex/re2-syntax.js";
import type { AjvInstance } from "./create-ajv.js";

// ajv-formats' `url` expression backtracks quadratically on a long string with no `@` (finding 9:
// 10 s at 100,000 characters). Its only part RE2 cannot run is the negative lookaheads that
// exclude private IPv4 hosts: past `urlExactLength` characters the rest of it runs on RE2, with
// its `\S` and `[^\s]` read as ECMA-262 reads them (`re2Source`).
const urlExpression = ajvFormats.default.get("url", "full") as RegExp;
const urlWithoutLookaheads = RE2JS.compile(
  re2Source(
    parsePattern(urlExpression.source.replace(/\(\?!(?:[^()]|\([^()]*\))*\)/g, "")) as PatternNode,
  ),
  RE2JS.CASE_INSENSITIVE,
);
/** The longest string the `url` format checks with ajv-formats' own expression (a few ms at worst). */
export const urlExactLength = 2_048;

/** ajv-formats' `url` format, on RE2 past `urlExactLength` characters (both engines use it). */
export function isUrl(text: string): boolean {
  return text.length <= urlExactLength ? urlExpression.test(text) : urlWithoutLookaheads.test(text);
}

/**
 * The indices Ajv's `uniqueItems` reports for `items`: the last item equal to an earlier one
 * (`i`) and the nearest earlier one equal to it (`j`), or `undefined` when all differ. Linear
 * in the items' size (each keyed by its sorted-key JSON) where Ajv compares every pair; equal
 * as JSON Schema means it, where Ajv's deep equality calls two objects with equal but distinct
 * `constructor` properties different (docs/pipeline.md, "Engines").

 * Throws first for items that hold themselves, that shared children or holes inflate past
 * the input limit, or whose strings and keys pass the text limit, which the keys would write
 * out at every place (docs/security.md, "Inputs that are graphs").
 */
export function duplicatePair(items: readonly unknown[]): { i: number; j: number } | undefined {
  refuseUncheckable(items);
  refuseLongText(items);
  const lastIndex = new Map<string, number>();
  let pair: { i: number; j: number } | undefined;
  for (let i = 0; i < items.length; i++) {
    const key = stableStringify(items[i]);
    const j = lastIndex.get(key);
    if (j !== undefined) pair = { i, j };
    lastIndex.set(key, i);
  }
  return pair;
}

/**
 * `duplicatePair` as generated code calls it; `code` is what Ajv's standalone output writes to
 * reach the same function (the code `tool-input precompile` writes, docs/cli.md).
 */
const duplicatePairFunction = Object.assign((items: unknown[]) => duplicatePair(items), {
  code: 'require("@tool-input/validate").duplicatePair',
});

/** The formats tool-input replaces, as `addFormat` takes them (and precompiled code reads them). */
export const linearFormats: Readonly<Record<string, FormatDefinition<string>>> = {
  url: { type: "string", validate: isUrl },
};

/**
 * Replaces the keywords and formats whose Ajv implementation is super-linear in the input
 * (docs/security.md, "Linear in the input"): `uniqueItems` and the `url` format. Params and
 * messages stay Ajv's, and verdicts too but for `uniqueItems`' equality (`duplicatePair`); both
 * compile to code that standalone output can write.
 */
export function useLinearKeywords(ajv: AjvInstance): void {
  for (const [name, format] of Object.entries(linearFormats)) ajv.addFormat(name, format);
  ajv.removeKeyword("uniqueItems");
  ajv.addKeyword({
    keyword: "uniqueItems",
    type: "array",
    schemaType: "boolean",
    error: {
      message: ({ params: { i, j } }) =>
        str`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => _`{i: ${i}, j: ${j}}`,
    },
    code(cxt: KeywordCxt) {
      const { gen, data, schema } = cxt;
      if (schema !== true) return;
      const pair = gen.const("pair", _`${useFunc(gen, duplicatePairFunction)}(${data})`);
      cxt.setParams({ i: _`${pair}.i`, j: _`${pair}.j` });
      cxt.fail(_`${pair} !== undefined`);
    },
  });
}
