import { jsonEqual } from "../../../json-equal.js";
import { type Check, every, fail, pass, type Subschema } from "./check.js";
import { ClosureUnsupported } from "./closure-unsupported.js";
import { own, type SchemaNode, schemaList } from "./keyword-values.js";

/** The checks of `enum`, `const`, `allOf`, `anyOf`, `oneOf`, `not` and `if` of `node` (any value). */
export function applicatorChecks(node: SchemaNode, subschema: Subschema): Check[] {
  const checks: Check[] = [];
  const values = own(node, "enum");
  if (values !== undefined) {
    if (!Array.isArray(values)) throw new ClosureUnsupported("its enum is not a list");
    checks.push(oneOfValues(values));
  }
  if (Object.hasOwn(node, "const")) checks.push(oneOfValues([node.const]));
  const allOf = schemaList(node, "allOf");
  if (allOf !== undefined) checks.push(every(allOf.map(subschema)));
  const anyOf = schemaList(node, "anyOf");
  if (anyOf !== undefined) {
    const branches = anyOf.map(subschema);
    checks.push(branches.includes(pass) ? pass : (data) => branches.some((branch) => branch(data)));
  }
  const oneOf = schemaList(node, "oneOf");
  if (oneOf !== undefined) {
    const branches = oneOf.map(subschema);
    checks.push((data) => {
      let passing = 0;
      for (const branch of branches) if (branch(data) && ++passing > 1) return false;
      return passing === 1;
    });
  }
  const not = own(node, "not");
  if (not !== undefined) {
    const negated = subschema(not);
    checks.push(negated === pass ? fail : (data) => !negated(data));
  }
  const condition = own(node, "if");
  // Ajv ignores `if` without `then` or `else`, and both without `if`.
  if (condition !== undefined && (Object.hasOwn(node, "then") || Object.hasOwn(node, "else"))) {
    const test = subschema(condition);
    const then = own(node, "then") === undefined ? pass : subschema(node.then);
    const otherwise = own(node, "else") === undefined ? pass : subschema(node.else);
    checks.push((data) => (test(data) ? then(data) : otherwise(data)));
  }
  return checks;
}

// `enum` and `const`: `===` for a value that is not an object, JSON equality (`jsonEqual`, as the
// Ajv engine's) for one that is. The schema is JSON, so no NaN is in the set (where `Set#has` and
// `===` would differ).
function oneOfValues(values: readonly unknown[]): Check {
  const scalars = new Set(values.filter((value) => typeof value !== "object" || value === null));
  const objects = values.filter((value) => typeof value === "object" && value !== null);
  if (objects.length === 0) return (data) => scalars.has(data);
  return (data) => scalars.has(data) || objects.some((value) => jsonEqual(data, value));
}
