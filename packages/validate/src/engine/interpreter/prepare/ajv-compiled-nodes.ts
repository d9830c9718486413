import type { Dialect } from "@tool-input/json";
import { alwaysValid } from "../check/closure/ajv-schema-facts.js";
import type { PreparedSchema } from "./prepare-schema.js";

/**
 * Whether Ajv compiles a node: `"sure"`, or `"maybe"` where it depends on what Ajv knows, as it
 * compiles, of the properties or items evaluated before `unevaluated*` or `patternProperties`.
 */
export type Compiled = "sure" | "maybe";

/**
 * How the Ajv engine compiles a schema: under `dialect`, and keeping Ajv's record of what each
 * subschema evaluated (`tracksEvaluated`) or not, which changes what it compiles.
 */
export interface AjvCompile {
  readonly dialect: Dialect;
  readonly tracksEvaluated: boolean;
}

type Node = Record<string, unknown>;

/**
 * The nodes of `prepared` that Ajv compiles under `dialect` (compile/validate/index.ts and each
 * keyword's code): the root and, from each node with a keyword Ajv checks, the subschemas its
 * keywords compile and the target of its `$ref`. Ajv compiles nothing in an always-valid schema,
 * a definition nothing refers to, `then` or `else` without `if`, an `if` whose branches are
 * always valid, `contains` under `minContains: 0` without `maxContains` or a `minContains` over
 * `maxContains`, `additionalItems` beside an `items` that is not a list, nor, without the record
 * of what was evaluated, any branch of an `anyOf` with an always-valid branch.
 */
export function ajvCompiledNodes(
  prepared: PreparedSchema,
  lookup: Readonly<Record<string, unknown>>,
  ajv: AjvCompile,
): Map<object, Compiled> {
  const { dialect } = ajv;
  const compiled = new Map<object, Compiled>();
  const sourceOf = (node: unknown): unknown =>
    typeof node === "object" && node !== null ? (prepared.origins.get(node)?.source ?? node) : node;
  const valid = (node: unknown) => alwaysValid(sourceOf(node), dialect);
  const pending: [unknown, Compiled][] = [[prepared.root, "sure"]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, how] = next;
    if (typeof node !== "object" || node === null || valid(node)) continue;
    const known = compiled.get(node);
    if (known === "sure" || known === how) continue;
    compiled.set(node, how);
    const source = sourceOf(node) as Node;
    for (const [child, childHow] of compiledChildren(node as Node, source, ajv, valid)) {
      pending.push([child, how === "sure" ? childHow : "maybe"]);
    }
    const target = refTargetOf(node as Node, lookup);
    if (target !== undefined) pending.push([target, how]);
  }
  return compiled;
}

/** Whether Ajv compiles the `patternProperties` patterns of `source` (the node compiled). */
export function keyPatternsCompiled(
  source: Node,
  { dialect, tracksEvaluated }: AjvCompile,
): Compiled | undefined {
  const entries = Object.keys(Object(source.patternProperties)).filter(
    (key) => key !== "__proto__",
  );
  const additional = source.additionalProperties;
  // `additionalProperties` reads the patterns where it checks anything.
  if (additional !== undefined && !alwaysValid(additional, dialect)) return "sure";
  const schemas = source.patternProperties as Node;
  if (entries.some((key) => !alwaysValid(schemas[key], dialect))) return "sure";
  // All always valid: compiled to note the names they evaluate, unless all are known evaluated.
  if (!tracksEvaluated || entries.length === 0) return undefined;
  return unlessAllEvaluated(source, "properties");
}

/** The `$ref` target of a prepared node, as the walk of dereference-prepared.ts resolved it. */
export function refTargetOf(node: Node, lookup: Readonly<Record<string, unknown>>): unknown {
  const uri = refUriOf(node);
  return uri === undefined ? undefined : lookup[uri];
}

/** The absolute URI of a prepared node's `$ref`, if it has one. */
export function refUriOf(node: Node): string | undefined {
  const ref = node.$ref;
  if (typeof ref !== "string") return undefined;
  const absolute = node.__absolute_ref__;
  return typeof absolute === "string" && absolute !== "" ? absolute : ref;
}

function compiledChildren(
  node: Node,
  source: Node,
  { dialect, tracksEvaluated }: AjvCompile,
  valid: (node: unknown) => boolean,
): [unknown, Compiled][] {
  const children: [unknown, Compiled][] = [];
  const add = (child: unknown, how: Compiled | undefined = "sure") => {
    if (child !== undefined && how !== undefined) children.push([child, how]);
  };
  const list = (keyword: string): unknown[] => {
    const value = node[keyword];
    return Array.isArray(value) ? value : [];
  };
  const entries = (keyword: string): unknown[] => {
    const value = node[keyword];
    if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
    // Ajv leaves a `__proto__` entry out (`allSchemaProperties`, `splitDependencies`).
    const names = Object.keys(value).filter(
      (name) => keyword === "dependentSchemas" || name !== "__proto__",
    );
    return names.map((name) => (value as Node)[name]).filter((entry) => !Array.isArray(entry));
  };
  for (const keyword of ["not", "propertyNames", "additionalProperties"]) add(node[keyword]);
  for (const member of [...list("allOf"), ...list("oneOf"), ...list("prefixItems")]) add(member);
  // With nothing evaluated to record, an always-valid branch makes `anyOf` pass unread.
  const anyOf = list("anyOf");
  if (tracksEvaluated || !anyOf.some(valid)) for (const branch of anyOf) add(branch);
  const then = node.then !== undefined && !valid(node.then);
  const otherwise = node.else !== undefined && !valid(node.else);
  if (node.if !== undefined && (then || otherwise)) {
    add(node.if);
    if (then) add(node.then);
    if (otherwise) add(node.else);
  }
  for (const keyword of ["properties", "patternProperties", "dependencies", "dependentSchemas"]) {
    for (const entry of entries(keyword)) add(entry);
  }
  const items = node.items;
  if (Array.isArray(items)) {
    for (const item of items) add(item);
    add(node.additionalItems);
  } else add(items);
  if (containsCompiled(source, dialect)) add(node.contains);
  add(node.unevaluatedProperties, unlessAllEvaluated(source, "properties"));
  add(node.unevaluatedItems, unlessAllEvaluated(source, "items"));
  return children;
}

// Ajv's `contains` (vocabularies/applicator/contains.ts): `minContains` and `maxContains` are
// read from 2019-09 on; with a minimum of 0 and no maximum, or a minimum over the maximum, the
// subschema is not compiled.
function containsCompiled(source: Node, dialect: Dialect): boolean {
  if (dialect === "draft-07") return true;
  const min = source.minContains ?? 1;
  const max = source.maxContains;
  if (max === undefined) return min !== 0;
  return !(typeof min === "number" && typeof max === "number" && min > max);
}

// Compiled unless Ajv knows every property (or item) is evaluated by then.
function unlessAllEvaluated(source: Node, what: "properties" | "items"): Compiled | undefined {
  const before = evaluatedBefore(source, what);
  return before === undefined ? "sure" : before === "maybe" ? "maybe" : undefined;
}

// The keywords whose subschemas pass on to the node what they evaluated.
const merging = ["$ref", "allOf", "anyOf", "oneOf", "if", "dependencies", "dependentSchemas"];

/**
 * Whether Ajv knows, when it reaches `unevaluated*` (or `patternProperties`), that every property
 * (or item) of the node is evaluated (`it.props === true`, `it.items === true`), so it compiles
 * no subschema for the rest: `"all"`; `"maybe"` where a subschema's evaluation decides it;
 * `undefined` where it does not know it.
 */
function evaluatedBefore(source: Node, what: "properties" | "items"): "all" | "maybe" | undefined {
  if (what === "properties" && source.additionalProperties !== undefined) return "all";
  if (what === "items") {
    // `items` (not a list) and the `additionalItems` after a list mark every item evaluated.
    const items = source.items;
    if (items !== undefined && (!Array.isArray(items) || source.additionalItems !== undefined)) {
      return "all";
    }
    if (source.contains !== undefined) return "maybe";
  }
  return merging.some((keyword) => source[keyword] !== undefined) ? "maybe" : undefined;
}
