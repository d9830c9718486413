import type { Check } from "./check.js";
import { ClosureUnsupported } from "./closure-unsupported.js";
import { isNumber, isObject, isString, typeTests } from "./json-types.js";
import { own, type SchemaNode } from "./keyword-values.js";

/** A compiled `type`. */
export interface TypeCheck {
  /** Whether a value is of one of the types. */
  readonly check: Check;
  /**
   * For one type name: the keyword group test its values pass (`isNumber` for `integer`), or
   * `null` for `boolean` and `null`, whose values no keyword group applies to.
   */
  readonly single?: Check | null | undefined;
}

/** The check of `node`'s `type` (one name or a list, as `nullable` left it), or `undefined`. */
export function typeCheck(node: SchemaNode): TypeCheck | undefined {
  const type = own(node, "type");
  if (type === undefined) return undefined;
  const names: unknown[] = Array.isArray(type) ? type : [type];
  const tests = names.map((name) =>
    typeof name === "string" && Object.hasOwn(typeTests, name) ? typeTests[name] : undefined,
  );
  if (tests.length === 0 || tests.includes(undefined)) {
    throw new ClosureUnsupported(`its type ${JSON.stringify(type)} is not a list of JSON types`);
  }
  const [a, b] = tests as Check[];
  if (tests.length === 1) return { check: a as Check, single: groupOf(names[0] as string) };
  if (tests.length === 2) return { check: (data) => (a as Check)(data) || (b as Check)(data) };
  return { check: (data) => (tests as Check[]).some((test) => test(data)) };
}

function groupOf(name: string): Check | null {
  if (name === "number" || name === "integer") return isNumber;
  if (name === "string") return isString;
  if (name === "array") return Array.isArray;
  if (name === "object") return isObject;
  return null;
}
