import { type ZodType, z } from "zod4";

// The semantic wrappers Claude Code puts around its tool schemas (its public semanticBoolean /
// semanticNumber behaviour): the exact strings "true"/"false" become booleans, a plain decimal
// string becomes a number; anything else reaches the inner schema unchanged.
const decimal = /^-?\d+(\.\d+)?$/;

/** `"true"`/`"false"` → boolean before `inner` runs. */
export function semanticBoolean<T extends ZodType>(inner: T) {
  return z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), inner);
}

/** A decimal string → number before `inner` runs. */
export function semanticNumber<T extends ZodType>(inner: T) {
  return z.preprocess((v) => (typeof v === "string" && decimal.test(v) ? Number(v) : v), inner);
}

/** filesystem edit_file, by hand (the JSON schema allows extra keys: loose objects). */
export const editFileZod = z.looseObject({
  path: z.string(),
  edits: z.array(z.looseObject({ oldText: z.string(), newText: z.string() })),
  dryRun: semanticBoolean(z.boolean()).optional(),
});

/** github list_issues, by hand (`additionalProperties: false`: a strict object). */
export const listIssuesZod = z.strictObject({
  owner: z.string(),
  repo: z.string(),
  direction: z.enum(["asc", "desc"]).optional(),
  labels: z.array(z.string()).optional(),
  page: semanticNumber(z.number()).optional(),
  per_page: semanticNumber(z.number()).optional(),
  since: z.string().optional(),
  sort: z.enum(["created", "updated", "comments"]).optional(),
  state: z.enum(["open", "closed", "all"]).optional(),
});

const int = () => semanticNumber(z.number().int());
const num = () => semanticNumber(z.number());
const bool = () => semanticBoolean(z.boolean());

/** ppt manage_text, by hand: 23 properties, pydantic `Optional[...]` as `.nullable()`. */
export const manageTextZod = z.looseObject({
  slide_index: int(),
  operation: z.string(),
  left: num().optional(),
  top: num().optional(),
  width: num().optional(),
  height: num().optional(),
  text: z.string().optional(),
  shape_index: semanticNumber(z.number().int().nullable()).optional(),
  text_runs: z.array(z.looseObject({})).nullable().optional(),
  font_size: semanticNumber(z.number().int().nullable()).optional(),
  font_name: z.string().nullable().optional(),
  bold: semanticBoolean(z.boolean().nullable()).optional(),
  italic: semanticBoolean(z.boolean().nullable()).optional(),
  underline: semanticBoolean(z.boolean().nullable()).optional(),
  color: z.array(z.number().int()).nullable().optional(),
  bg_color: z.array(z.number().int()).nullable().optional(),
  alignment: z.string().nullable().optional(),
  vertical_alignment: z.string().nullable().optional(),
  auto_fit: bool().optional(),
  validation_only: bool().optional(),
  min_font_size: int().optional(),
  max_font_size: int().optional(),
  presentation_id: z.string().nullable().optional(),
});
