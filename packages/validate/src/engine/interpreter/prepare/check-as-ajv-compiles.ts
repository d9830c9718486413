import type { Dialect, JsonSchema } from "@tool-input/json";
import { broadRefTarget, namedSchemas } from "../../../cache/named-schemas.js";
import { readSelfContained } from "../../ajv/ajv-pool.js";
import {
  ajvCompiledNodes,
  type Compiled,
  keyPatternsCompiled,
  refUriOf,
} from "./ajv-compiled-nodes.js";
import { fromRoot } from "./dereference-prepared.js";
import { type PreparedSchema, SchemaProblem } from "./prepare-schema.js";

// The meta-schemas and vocabularies Ajv holds under each dialect besides draft-07's (which this
// engine holds too): a reference to one resolves on the Ajv engine, so here it is this engine's
// limit. `http://json-schema.org/schema` resolves on every Ajv class.
const heldByAjv: Readonly<Record<Dialect, RegExp>> = {
  "draft-07": /^http:\/\/json-schema\.org\/schema$/,
  "2019-09":
    /^(?:http:\/\/json-schema\.org\/schema|https:\/\/json-schema\.org\/draft\/2019-09\/.*)$/,
  "2020-12":
    /^(?:http:\/\/json-schema\.org\/schema|https:\/\/json-schema\.org\/draft\/2020-12\/.*)$/,
};

type Node = Record<string, unknown>;

/**
 * Throws what Ajv throws compiling the schema, and only where Ajv compiles (ajv-compiled-nodes.ts):
 * a node's problem (`NodeProblem`) or a `$ref` that resolves to nothing makes the schema broken
 * where Ajv surely compiles that node and reads the same mistake; where Ajv may not compile it,
 * where Ajv holds what a `$ref` names and this engine does not, or where Ajv may resolve what
 * this engine does not (a pointer into a keyword it does not know, an `$id` under one), it is
 * this engine's limit (`unsupported`): never a reason to pass (docs/pipeline.md, "Engines").
 * What Ajv never compiles is left as Ajv leaves it: a `$ref` there that resolves to nothing is
 * given `false` in `lookup`, which evaluates nothing (its answer never counts).
 */
export function checkAsAjvCompiles(
  prepared: PreparedSchema,
  lookup: Record<string, unknown>,
  dialect: Dialect,
): void {
  const root = prepared.origins.get(prepared.root as object)?.source ?? prepared.root;
  const ajv = { dialect, tracksEvaluated: tracksEvaluated(root, dialect) };
  const compiled = ajvCompiledNodes(prepared, lookup, ajv);
  for (const { node, error, keyPattern } of prepared.problems) {
    let how = compiled.get(node);
    if (how !== undefined && keyPattern !== undefined) {
      const source = prepared.origins.get(node)?.source ?? (node as Node);
      how = weaker(how, keyPatternsCompiled(source, ajv));
    }
    if (how === "sure") throw error;
    if (how === "maybe") throw maybeCompiled(error);
  }
  for (const [node, how] of compiled) {
    const uri = refUriOf(node as Node);
    if (uri !== undefined && lookup[uri] === undefined) {
      throw unresolved(root, node as Node, uri, how, dialect);
    }
  }
  for (const node of prepared.origins.keys()) {
    const uri = refUriOf(node as Node);
    if (uri !== undefined && lookup[uri] === undefined) lookup[uri] = false;
  }
}

/** Why a `$ref` Ajv compiles, which resolves to nothing here, is refused. */
function unresolved(
  root: unknown,
  node: Node,
  uri: string,
  how: Compiled,
  dialect: Dialect,
): unknown {
  if (heldByAjv[dialect].test(uri)) {
    return new SchemaProblem("unsupported", `it refers to ${uri}, which this engine does not hold`);
  }
  const ref = String(node.$ref);
  const names = namedSchemas(root, Number.POSITIVE_INFINITY);
  if (!names.complete || broadRefTarget(root, names, fromRoot(uri)) !== undefined) {
    return new SchemaProblem(
      "unsupported",
      `it refers to ${ref}, which Ajv may resolve where this engine does not`,
    );
  }
  const broken = new SchemaProblem("broken", `can't resolve reference ${ref} from id #`);
  return how === "sure" ? broken : maybeCompiled(broken);
}

/**
 * Whether the Ajv engine keeps Ajv's record of what each subschema evaluated: the 2019-09 and
 * 2020-12 classes do, but not on the pooled instance a self-contained schema that reads none of
 * it compiles on (ajv-pool.ts).
 */
function tracksEvaluated(root: unknown, dialect: Dialect): boolean {
  if (dialect === "draft-07") return false;
  if (typeof root !== "object" || root === null) return true;
  return readSelfContained(root as JsonSchema)?.readsEvaluated ?? true;
}

function weaker(a: Compiled, b: Compiled | undefined): Compiled | undefined {
  return b === undefined ? undefined : a === "sure" ? b : "maybe";
}

function maybeCompiled(error: unknown): unknown {
  if (!(error instanceof SchemaProblem) || error.kind !== "broken") return error;
  return new SchemaProblem(
    "unsupported",
    `a subschema Ajv may not compile is refused: ${error.message}`,
  );
}
