import type { Dialect } from "@tool-input/coerce";
import { defineOwn } from "@tool-input/json";
import { isLinearPattern } from "../../regex/linear-pattern.js";
import { PatternError } from "../../regex/linear-reg-exp.js";
import type { PatternFactory } from "../../regex/pattern-matcher.js";
import { formatChecker } from "../check/format-checkers.js";
import { formatToken } from "../check/format-hook.js";
import { formatLimitsOf } from "../check/format-limits.js";
import { containsAsAjv } from "./contains-as-ajv.js";
import { setIgnoredSubschema } from "./ignored-subschemas.js";
import { schemaArray, schemaMap, schemaSegment, singleSchema } from "./schema-positions.js";

/** Where a prepared schema object came from: the source node and its path as Ajv writes it. */
export interface NodeOrigin {
  /** The node of the validator's own copy of the schema (given to Ajv-like errors as `parentSchema`). */
  readonly source: Record<string, unknown>;
  /** Its `schemaPath` prefix (`#/properties/a`). */
  readonly path: string;
}

/**
 * What Ajv throws only where it compiles a node (`nullable` without `type`, a pattern that is no
 * regular expression, one RE2 cannot run), kept until it is known whether Ajv compiles the node
 * (check-as-ajv-compiles.ts). The copy leaves out what the problem is about.
 */
export interface NodeProblem {
  /** The node of the copy. */
  readonly node: object;
  readonly error: unknown;
  /** The `patternProperties` key whose pattern it is, left out of the copy's map. */
  readonly keyPattern?: string;
}

/** The copy of a schema @cfworker/json-schema runs, and how to map its nodes back. */
export interface PreparedSchema {
  readonly root: Record<string, unknown> | boolean;
  readonly origins: Map<object, NodeOrigin>;
  readonly problems: NodeProblem[];
}

/** Why a schema cannot be prepared: `broken` (Ajv would refuse it too) or `unsupported` here. */
export class SchemaProblem extends Error {
  constructor(
    readonly kind: "broken" | "unsupported",
    message: string,
  ) {
    super(message);
  }
}

// Keywords Ajv does not know in a dialect (it ignores them with `strict: false`), dropped from the
// copy so @cfworker/json-schema, which knows all of them in every draft, ignores them too.
const notIn: Readonly<Record<Dialect, readonly string[]>> = {
  "draft-07": [
    "prefixItems",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedProperties",
    "unevaluatedItems",
    "minContains",
    "maxContains",
  ],
  "2019-09": ["prefixItems"],
  "2020-12": ["additionalItems"],
};

/** How `prepareSchema` copies a schema. */
export interface PrepareOptions {
  /** The `schemaPath` of the root: `#` (default), or a remote resource's URI and `#`. */
  readonly rootPath?: string;
  /**
   * The copy for @cfworker/json-schema's `unevaluated*` check beside the closures: `multipleOf`
   * left out (the closures run it with Ajv's tolerance). Default `false`.
   */
  readonly forFallbackCheck?: boolean;
  /**
   * The copy @cfworker/json-schema runs (the report, the fallback check): each `contains`
   * evaluates the items Ajv's evaluates (contains-as-ajv.ts). Default `false`: the closures
   * read `contains` as written.
   */
  readonly forEngineRun?: boolean;
  /**
   * Whether `format` is checked (default `true`). The check of a schema against its meta-schema
   * checks none, as Ajv's does not (`pattern`'s `regex` is decided when the pattern compiles).
   */
  readonly formats?: boolean;
}

/**
 * A copy of `source` that @cfworker/json-schema checks the way Ajv does under `dialect`:
 * `pattern` and `format` become one format token (checked by re2js and ajv-formats, see
 * format-hook.ts), `nullable` widens `type` as Ajv does, keywords the dialect lacks are dropped.
 * Throws a `SchemaProblem` for what Ajv refuses wherever it stands or this engine cannot run;
 * what Ajv refuses only in a node it compiles is kept in `problems`.
 */
export function prepareSchema(
  source: unknown,
  dialect: Dialect,
  patterns: PatternFactory,
  options: PrepareOptions = {},
): PreparedSchema {
  const {
    rootPath = "#",
    forFallbackCheck = false,
    forEngineRun = false,
    formats = true,
  } = options;
  const origins = new Map<object, NodeOrigin>();
  const problems: NodeProblem[] = [];
  const dropped = new Set(notIn[dialect]);
  // Runs a node's own compile-time check; what it throws is kept for later (`NodeProblem`).
  const passes = (node: object, check: () => void, keyPattern?: string): boolean => {
    try {
      check();
      return true;
    } catch (error) {
      problems.push(keyPattern === undefined ? { node, error } : { node, error, keyPattern });
      return false;
    }
  };

  const copy = (node: unknown, path: string): unknown => {
    if (typeof node === "boolean") return node;
    if (typeof node !== "object" || node === null || Array.isArray(node)) {
      throw new SchemaProblem("broken", `schema is invalid: ${path} must be object,boolean`);
    }
    const read = node as Record<string, unknown>;
    // Without formats, the node is read as if it had no `format`, by the closures too.
    const from = formats || !Object.hasOwn(read, "format") ? read : withoutFormat(read);
    const out: Record<string, unknown> = {};
    origins.set(out, { source: from, path });
    for (const key of Object.keys(from)) {
      if (dropped.has(key) || key === "pattern" || key === "format" || key === "nullable") continue;
      if (forFallbackCheck && key === "multipleOf") continue;
      const value = from[key];
      const at = `${path}/${key}`;
      if (key === "$dynamicRef" || key === "$recursiveRef") {
        throw new SchemaProblem("unsupported", `it uses ${key}`);
      }
      // Ajv refuses the keyword where it compiles the node (NOT SUPPORTED: keyword "id"), but
      // not in a definition nothing refers to: not checked here, never passed either.
      if (key === "id") throw new SchemaProblem("unsupported", 'it uses the keyword "id"');
      if (key === "items" && Array.isArray(value)) {
        if (dialect === "2020-12") {
          throw new SchemaProblem(
            "broken",
            `schema is invalid: data${at.slice(1)} must be object,boolean`,
          );
        }
        defineOwn(
          out,
          key,
          value.map((item, index) => copy(item, `${at}/${index}`)),
        );
      } else if (
        (key === "if" && !decides(from.then) && !decides(from.else)) ||
        (key === "contains" && containsIgnored(from, dialect))
      ) {
        // Ajv does not compile it: copied like a definition, below, and kept aside, so no engine
        // runs it or counts what it evaluates, while a `$ref` into it still resolves.
        setIgnoredSubschema(out, key, copyDefinition(value, at));
      } else if (singleSchema.has(key)) {
        defineOwn(out, key, copy(value, at));
      } else if (schemaArray.has(key) && Array.isArray(value)) {
        defineOwn(
          out,
          key,
          value.map((item, index) => copy(item, `${at}/${index}`)),
        );
      } else if (schemaMap.has(key) && typeof value === "object" && value !== null) {
        const map: Record<string, unknown> = {};
        for (const name of Object.keys(value)) {
          const entry = (value as Record<string, unknown>)[name];
          const keyChecked =
            key !== "patternProperties" || passes(out, () => checkKeyPattern(name, patterns), name);
          if (!keyChecked) continue;
          defineOwn(
            map,
            name,
            key === "dependencies" && Array.isArray(entry)
              ? [...entry]
              : key === "$defs" || key === "definitions"
                ? copyDefinition(entry, `${at}/${schemaSegment(name)}`)
                : copy(entry, `${at}/${schemaSegment(name)}`),
          );
        }
        defineOwn(out, key, map);
      } else {
        defineOwn(out, key, value === undefined ? value : JSON.parse(JSON.stringify(value)));
      }
    }
    if (forEngineRun) containsAsAjv(from, out, dialect);
    passes(out, () => widenNullable(from, out));
    passes(out, () => {
      const token = valueToken(from, patterns);
      if (token !== undefined) out.format = token;
    });
    return out;
  };

  // Ajv compiles a definition only where a `$ref` reaches it, so what is broken in one may not
  // be broken for Ajv: this engine does not check it, and never passes it either.
  const copyDefinition = (node: unknown, path: string): unknown => {
    try {
      return copy(node, path);
    } catch (problem) {
      if (!(problem instanceof SchemaProblem) || problem.kind !== "broken") throw problem;
      throw new SchemaProblem("unsupported", `a definition is refused: ${problem.message}`);
    }
  };

  return { root: copy(source, rootPath) as PreparedSchema["root"], origins, problems };
}

/**
 * Whether Ajv ignores the node's `contains` (vocabularies/applicator/contains.ts): from 2019-09 on,
 * under `minContains: 0` without `maxContains`, so it evaluates no item for `unevaluatedItems`.
 */
function containsIgnored(node: Record<string, unknown>, dialect: Dialect): boolean {
  return dialect !== "draft-07" && node.minContains === 0 && node.maxContains === undefined;
}

/** Whether an `if` branch can fail: present, and not `true` or `{}`. */
function decides(branch: unknown): boolean {
  if (branch === undefined || branch === true) return false;
  return !(typeof branch === "object" && branch !== null && Object.keys(branch).length === 0);
}

// Ajv's `getSchemaTypes` (compile/validate/dataType.ts).
function widenNullable(from: Record<string, unknown>, out: Record<string, unknown>): void {
  if (from.nullable === undefined) return;
  const type = from.type;
  const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
  if (types.includes("null")) {
    if (from.nullable === false) {
      throw new SchemaProblem("broken", "type: null contradicts nullable: false");
    }
  } else if (types.length === 0) {
    throw new SchemaProblem("broken", '"nullable" cannot be used without "type"');
  } else if (from.nullable === true) out.type = [...types, "null"];
}

/** The format token standing for the node's `pattern` and string `format`, if it has either. */
function valueToken(from: Record<string, unknown>, patterns: PatternFactory): string | undefined {
  const pattern = typeof from.pattern === "string" ? from.pattern : undefined;
  const format =
    typeof from.format === "string" && formatChecker(from.format)?.type === "string"
      ? from.format
      : undefined;
  if (pattern !== undefined) compilePattern(pattern, patterns);
  const limits = formatLimitsOf(from);
  return pattern === undefined && format === undefined
    ? undefined
    : formatToken(pattern, format, limits);
}

function withoutFormat(node: Record<string, unknown>): Record<string, unknown> {
  const { format: _, ...rest } = node;
  return rest;
}

function compilePattern(pattern: string, patterns: PatternFactory): void {
  try {
    patterns(pattern);
  } catch (error) {
    // A pattern RE2 cannot run is the engines' limit, passed on as it is; one that is not a
    // regular expression is the schema's fault. Either way the Ajv engine's own words.
    if (error instanceof PatternError) throw error;
    throw new SchemaProblem("broken", error instanceof Error ? error.message : String(error));
  }
}

// @cfworker/json-schema matches `patternProperties` keys with the platform's backtracking RegExp
// and has no hook to replace it: only patterns that RegExp runs in linear time are accepted.
function checkKeyPattern(pattern: string, patterns: PatternFactory): void {
  compilePattern(pattern, patterns);
  if (!isLinearPattern(pattern)) {
    throw new SchemaProblem(
      "unsupported",
      `its patternProperties pattern ${JSON.stringify(pattern)} cannot be matched in linear time without code generation`,
    );
  }
}
