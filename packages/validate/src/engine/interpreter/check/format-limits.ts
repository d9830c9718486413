import { fullFormats } from "ajv-formats/dist/formats.js";
import { SchemaProblem } from "../prepare/prepare-schema.js";

type Compare = (a: string, b: string) => number | undefined;

// ajv-formats' formatLimit keywords (its limit.ts): how each compares, and when it fails.
const keywords: Readonly<
  Record<string, { comparison: string; fails: (order: number) => boolean }>
> = {
  formatMaximum: { comparison: "<=", fails: (order) => order > 0 },
  formatMinimum: { comparison: ">=", fails: (order) => order < 0 },
  formatExclusiveMaximum: { comparison: "<", fails: (order) => order >= 0 },
  formatExclusiveMinimum: { comparison: ">", fails: (order) => order <= 0 },
};

/** One formatLimit keyword of a node: `[keyword, limit]`. */
export type FormatLimit = readonly [keyword: string, limit: string];

/** The formatLimit keywords of `source`, which Ajv checks with the format's `compare`. */
export function formatLimitsOf(source: Readonly<Record<string, unknown>>): FormatLimit[] {
  const limits: FormatLimit[] = [];
  for (const keyword of Object.keys(keywords)) {
    if (!Object.hasOwn(source, keyword)) continue;
    const limit = source[keyword];
    const format = source.format;
    // Where Ajv refuses the schema (no `format`, a limit that is not a string, a format without
    // `compare`), this engine does not guess: not checked, never passed.
    const refuse = () => {
      throw new SchemaProblem("unsupported", `its ${keyword} is not one Ajv compiles`);
    };
    if (typeof limit !== "string" || typeof format !== "string") refuse();
    if (!Object.hasOwn(fullFormats, format as string)) continue;
    const definition = (fullFormats as Record<string, unknown>)[format as string];
    if (definition === true || !definition) continue;
    if (compareOf(format as string) === undefined) refuse();
    limits.push([keyword, limit as string]);
  }
  return limits;
}

function compareOf(format: string): Compare | undefined {
  const definition = (fullFormats as Record<string, unknown>)[format];
  if (typeof definition !== "object" || definition === null || definition instanceof RegExp) {
    return undefined;
  }
  const compare = (definition as { compare?: unknown }).compare;
  return typeof compare === "function" ? (compare as Compare) : undefined;
}

/** The formatLimit keywords of `limits` that `value` (in format `format`) fails, in order. */
export function failedFormatLimits(
  format: string,
  limits: readonly FormatLimit[],
  value: string,
): { keyword: string; comparison: string; limit: string }[] {
  const compare = compareOf(format);
  if (compare === undefined) return [];
  const failed: { keyword: string; comparison: string; limit: string }[] = [];
  for (const [keyword, limit] of limits) {
    const rule = keywords[keyword];
    const order = compare(value, limit);
    if (rule !== undefined && order !== undefined && rule.fails(order)) {
      failed.push({ keyword, comparison: rule.comparison, limit });
    }
  }
  return failed;
}
