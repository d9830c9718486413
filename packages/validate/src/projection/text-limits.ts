import type { PathSegment } from "@tool-input/json";
import { type ProjectionContext, ProjectionRefusal } from "./projection-context.js";

/**
 * Counts `characters` of property names, definition names or allowed values written, against
 * the target's limit over the whole schema (OpenAI: 120,000; docs/providers.md, "Targets").
 */
export function countNamesAndValues(
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  characters: number,
): void {
  ctx.namesAndValues += characters;
  const limit = ctx.rules.maxNamesAndValues;
  if (ctx.namesAndValues > limit) {
    throw new ProjectionRefusal(
      path,
      `has more characters of property names and allowed values over the whole schema than the provider takes (${limit})`,
    );
  }
}

/** The characters of allowed values as a provider counts them: a string's own, another's as JSON. */
export function valuesText(values: readonly unknown[]): number {
  let characters = 0;
  for (const value of values)
    characters += typeof value === "string" ? value.length : String(value).length;
  return characters;
}

/**
 * Refuses one `enum` of more than the target's `longEnumValues` whose strings pass its
 * `maxLongEnumText` characters (OpenAI: 15,000 past 250 values).
 */
export function checkLongEnum(
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  values: readonly unknown[],
): void {
  const { longEnumValues, maxLongEnumText } = ctx.rules;
  if (values.length <= longEnumValues) return;
  const characters = valuesText(values.filter((value) => typeof value === "string"));
  if (characters <= maxLongEnumText) return;
  throw new ProjectionRefusal(
    path,
    `has ${values.length} allowed values of ${characters} characters, more than the provider takes (${maxLongEnumText} characters past ${longEnumValues} values)`,
  );
}
