import type { Check } from "./check.js";
import { ClosureUnsupported } from "./closure-unsupported.js";
import { typeTests } from "./json-types.js";
import { own, type SchemaNode } from "./keyword-values.js";

/** The check of `node`'s `type` (one name or a list, as `nullable` left it), or `undefined`. */
export function typeCheck(node: SchemaNode): Check | undefined {
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
  if (tests.length === 1) return a as Check;
  if (tests.length === 2) return (data) => (a as Check)(data) || (b as Check)(data);
  return (data) => (tests as Check[]).some((test) => test(data));
}
