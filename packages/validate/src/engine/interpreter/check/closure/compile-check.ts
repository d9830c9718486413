import type { PreparedSchema } from "../../prepare/prepare-schema.js";
import { applicatorChecks } from "./applicator-checks.js";
import { arrayChecks } from "./array-checks.js";
import { type Check, every, fail, pass, when } from "./check.js";
import { ClosureUnsupported, closureFallbackKeywords } from "./closure-unsupported.js";
import { isNumber, isObject, isString } from "./json-types.js";
import { own, type SchemaNode } from "./keyword-values.js";
import { numberChecks } from "./number-checks.js";
import { objectChecks } from "./object-checks.js";
import { formatOf, stringChecks } from "./string-checks.js";
import { trackedCompiler } from "./tracked/tracked-node.js";
import { typeCheck } from "./type-check.js";

/**
 * Compiles a prepared schema into a tree of closures that answers valid or not as the Ajv
 * engine does, without generating code: each node once (memoised, so a `$ref` cycle closes on
 * itself), one closure per keyword present, its values read once here and never on a call
 * (docs/pipeline.md, "Engines"). `lookup` is @cfworker/json-schema's `dereference` of the
 * prepared root, which resolves every `$ref` the way the report reads them. `ownOnly`: read only
 * the input's own properties, as Ajv's `ownProperties` (`namesInheritedProperties`).
 * From a node with `unevaluated*` down, the nodes also keep what they evaluated, as Ajv does
 * (`tracked/tracked-node.ts`). `skipFallbackKeywords`: for a schema with a dynamic anchor, check
 * everything but `unevaluated*`, beside @cfworker/json-schema's check of them. Throws
 * `ClosureUnsupported` for a schema it does not check itself.
 */
export function compileCheck(
  prepared: PreparedSchema,
  lookup: Readonly<Record<string, unknown>>,
  ownOnly = false,
  skipFallbackKeywords = false,
): Check {
  const compiled = new Map<object, Check>();

  const subschema = (schema: unknown): Check => {
    if (schema === true) return pass;
    if (schema === false) return fail;
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
      throw new ClosureUnsupported("a subschema is not an object or a boolean");
    }
    const known = compiled.get(schema);
    if (known !== undefined) return known;
    // A reference back to a node being compiled goes through this forwarder until it is done.
    let body: Check | undefined;
    compiled.set(schema, (data) => (body as Check)(data));
    body = compileNode(schema as SchemaNode);
    compiled.set(schema, body);
    return body;
  };

  const sourceOf = (node: SchemaNode): SchemaNode =>
    (prepared.origins.get(node)?.source as SchemaNode | undefined) ?? node;

  const scalarChecks = (node: SchemaNode): [Check[], Check[]] => {
    const source = sourceOf(node);
    const format = formatOf(source);
    const numbers = numberChecks(node);
    if (format?.type === "number") numbers.push(format.test as Check);
    return [numbers, stringChecks(node, source)];
  };

  const tracked = trackedCompiler({
    subschema: (schema) => subschema(schema),
    scalarChecks,
    refTarget: (node, ref) => lookup[refUri(node, ref)],
    sourceOf: (node) =>
      typeof node === "object" && node !== null
        ? (prepared.origins.get(node)?.source ?? node)
        : node,
    ownOnly,
  });

  const compileNode = (node: SchemaNode): Check => {
    for (const keyword of Object.keys(node)) {
      if (closureFallbackKeywords.has(keyword) && !skipFallbackKeywords) {
        throw new ClosureUnsupported(`it uses ${keyword}`);
      }
    }
    // What was evaluated matters only under `unevaluated*`: tracked from there down.
    if (
      !skipFallbackKeywords &&
      (Object.hasOwn(node, "unevaluatedProperties") || Object.hasOwn(node, "unevaluatedItems"))
    ) {
      return tracked(node).run;
    }
    const [numbers, strings] = scalarChecks(node);
    const groups: [Check, Check[]][] = [
      [isNumber, numbers],
      [isString, strings],
      [Array.isArray, arrayChecks(node, subschema)],
      [isObject, objectChecks(node, subschema, ownOnly, false, sourceOf(node))],
    ];
    const type = typeCheck(node);
    const checks: Check[] = type === undefined ? [] : [type.check];

    for (const [applies, group] of groups) {
      // One type named: its own group runs right after the type test, ungated; the other
      // groups (all four for `boolean` and `null`) never apply to a value that passed it.
      if (type?.single === undefined) checks.push(when(applies, group));
      else if (type.single === applies) checks.push(...group);
    }
    checks.push(...applicatorChecks(node, subschema));
    const rest = every(checks);
    const ref = own(node, "$ref");
    if (ref === undefined) return rest;
    // `$ref` runs before the rest, as in Ajv, even beside a keyword that always fails: a cycle
    // that never reaches the data then overflows on both engines.
    const target = subschema(lookup[refUri(node, ref)]);
    return rest === pass ? target : (data) => target(data) && rest(data);
  };

  return subschema(prepared.root);
}

function refUri(node: SchemaNode, ref: unknown): string {
  if (typeof ref !== "string") throw new ClosureUnsupported("its $ref is not a string");
  const absolute = own(node, "__absolute_ref__");
  return typeof absolute === "string" && absolute !== "" ? absolute : ref;
}
