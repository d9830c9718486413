import type { SchemaValidateFunction } from "ajv";
import ajvFormats from "ajv-formats";
import { RE2JS } from "re2js";
import { stableStringify } from "../../cache/stable-stringify.js";
import { refuseUncheckable } from "../../input/guard-shapes.js";
import type { AjvInstance } from "./create-ajv.js";

// ajv-formats' `url` expression backtracks quadratically on a long string with no `@` (finding 9:
// 10 s at 100,000 characters). Its only part RE2 cannot run is the negative lookaheads that
// exclude private IPv4 hosts: past `urlExactLength` characters the rest of it runs on RE2.
const urlExpression = ajvFormats.default.get("url", "full") as RegExp;
const urlWithoutLookaheads = RE2JS.compile(
  RE2JS.translateRegExp(urlExpression.source.replace(/\(\?!(?:[^()]|\([^()]*\))*\)/g, "")),
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
 * in the items' size (each keyed by its sorted-key JSON) where Ajv compares every pair.

 * Throws first for items that hold themselves or that shared children or holes inflate past
 * the input limit, which the keys would write out at every place (docs/security.md, "Inputs
 * that are graphs").
 */
export function duplicatePair(items: readonly unknown[]): { i: number; j: number } | undefined {
  refuseUncheckable(items);
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
 * Replaces the keywords and formats whose Ajv implementation is super-linear in the input
 * (docs/security.md, "Linear in the input"): `uniqueItems` and the `url` format. Verdicts,
 * params and messages stay Ajv's.
 */
export function useLinearKeywords(ajv: AjvInstance): void {
  ajv.addFormat("url", { type: "string", validate: isUrl });
  ajv.removeKeyword("uniqueItems");
  const uniqueItems: SchemaValidateFunction = (unique: boolean, data: unknown[]) => {
    const pair = unique ? duplicatePair(data) : undefined;
    if (pair === undefined) return true;
    const message = `must NOT have duplicate items (items ## ${pair.j} and ${pair.i} are identical)`;
    uniqueItems.errors = [{ keyword: "uniqueItems", params: pair, message }];
    return false;
  };
  ajv.addKeyword({
    keyword: "uniqueItems",
    type: "array",
    schemaType: "boolean",
    errors: true,
    validate: uniqueItems,
  });
}
