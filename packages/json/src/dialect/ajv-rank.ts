import { keywordsByType } from "./vocabulary.js";

// The order in which Ajv evaluates a schema's keywords, and so reports their errors: the type
// first, then the keywords of any type, then those of numbers, strings, arrays and objects, then
// the unevaluated* keywords (Ajv's RULES groups, in its vocabularies' order; read off Ajv 8's
// output for a schema failing every keyword, see interpreter-errors.test.ts).
const order = [
  "type",
  ...keywordsByType.any,
  ...keywordsByType.number,
  ...keywordsByType.string,
  ...keywordsByType.array,
  ...keywordsByType.object,
  ...keywordsByType.unevaluated,
];

const ranks = new Map(order.map((keyword, index) => [keyword, index]));

/** Where Ajv reports `keyword`'s errors among one schema node's (unknown keywords last). */
export function ajvRank(keyword: string): number {
  return ranks.get(keyword) ?? order.length;
}
