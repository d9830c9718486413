import { isOfType, type PathSegment } from "@tool-input/json";
import { allowedValues } from "./allowed-values.js";
import { exclusiveBoundsAsNumbers } from "./exclusive-bounds.js";
import { keepKeywords } from "./keep-keywords.js";
import { chargeText, type ProjectionContext, ProjectionRefusal } from "./projection-context.js";
import { checkLongEnum, countNamesAndValues, valuesText } from "./text-limits.js";

const handled = new Set(["enum", "const"]);
// Constructs a strict grammar cannot take (Anthropic: no lookaround, backreferences, word boundaries).
const complexPattern = /\(\?[=!<]|\\[1-9bBk]/;

/** Projects a string, number, integer or boolean node. */
export function projectScalar(
  flat: Readonly<Record<string, unknown>>,
  type: string,
  ctx: ProjectionContext,
  path: readonly PathSegment[],
): Record<string, unknown> {
  const { rules } = ctx;
  const numeric = type === "number" || type === "integer";
  const node = numeric ? exclusiveBoundsAsNumbers(flat, ctx, path) : flat;
  const kept = keepKeywords(node, type, handled, ctx, path, (keyword, value) => {
    if (keyword === "format") return typeof value === "string" && rules.formats.has(value);
    if (keyword === "pattern")
      return !(rules.simplePatternsOnly && complexPattern.test(String(value)));
    return true;
  });
  const schema: Record<string, unknown> = { type, ...kept };
  const values = valuesOf(flat, type);
  if (values === undefined) return schema;
  if (values.length === 0) throw new ProjectionRefusal(path, `allows no ${type} value`);
  if (values.length > rules.maxEnumValues) {
    throw new ProjectionRefusal(
      path,
      `has ${values.length} allowed values, more than the provider takes (${rules.maxEnumValues})`,
    );
  }
  chargeText(ctx, path, values);
  if ("const" in flat && rules.constAllowed) {
    countNamesAndValues(ctx, path, valuesText(values));
    return { ...schema, const: flat.const };
  }
  if (type !== "string" && !rules.nonStringEnums) {
    ctx.changes.push({
      kind: "keyword-dropped",
      path,
      keyword: "const" in flat ? "const" : "enum",
    });
    return schema;
  }
  if ("const" in flat) ctx.changes.push({ kind: "const-as-enum", path });
  // OpenAI counts the values of every `enum` in the schema against one limit.
  ctx.enumValues += values.length;
  if (ctx.enumValues > rules.maxEnumValues) {
    throw new ProjectionRefusal(
      path,
      `has more allowed values over the whole schema than the provider takes (${rules.maxEnumValues})`,
    );
  }
  countNamesAndValues(ctx, path, valuesText(values));
  checkLongEnum(ctx, path, values);
  return { ...schema, enum: values };
}

// The allowed values of this type, from `enum` or `const` (a type array's branch keeps its own).
function valuesOf(flat: Readonly<Record<string, unknown>>, type: string): unknown[] | undefined {
  const all = allowedValues(flat);
  // A value JSON cannot hold (`NaN`) is of no type: no call sent as JSON can be it.
  return all?.filter((value) => isOfType(value, type));
}
