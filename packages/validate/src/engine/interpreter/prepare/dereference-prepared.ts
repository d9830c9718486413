import { encodePointer } from "@cfworker/json-schema";
import { type Dialect, fragmentTokens, splitFragment } from "@tool-input/json";
import type { PatternFactory } from "../../regex/pattern-matcher.js";
import { dialectMetaSchemas } from "./dialect-meta-schemas.js";
import { draft07MetaSchema } from "./draft-07-meta-schema.js";
import { ignoredSubschemas } from "./ignored-subschemas.js";
import {
  type PreparedSchema,
  type PrepareOptions,
  prepareSchema,
  SchemaProblem,
} from "./prepare-schema.js";
import { schemaArray, schemaMap, singleSchema } from "./schema-positions.js";

type Node = Record<string, unknown> | boolean;

/** The URI of a schema without `$id` (a scheme no schema names, so no `$ref` reaches it by chance). */
const rootUri = "tool-input:/schema";

// The meta-schema resources Ajv holds under each dialect, which a `$ref` may reach.
const remote: Readonly<Record<Dialect, readonly Readonly<Record<string, unknown>>[]>> = {
  "draft-07": [draft07MetaSchema],
  "2019-09": dialectMetaSchemas["2019-09"],
  "2020-12": dialectMetaSchemas["2020-12"],
};

/**
 * A reference the walk resolved, as the schema would write it from its root: `#…` in the root
 * resource of a schema without `$id`, the absolute URI elsewhere.
 */
export function fromRoot(uri: string): string {
  return uri === rootUri || uri.startsWith(`${rootUri}#`) ? uri.slice(rootUri.length) : uri;
}

/** The URI of `dialect`'s meta-schema, as a `$ref` names it. */
export function metaSchemaUri(dialect: Dialect): string {
  return splitFragment(String(remote[dialect][0]?.$id)).resource;
}

/** A base URI and the JSON pointer (URI-encoded) from it to the node being walked. */
interface Scope {
  readonly base: string;
  readonly pointer: string;
}

/**
 * The lookup of every schema resource of `prepared` by absolute URI, for @cfworker/json-schema's
 * `validate` and the closures, with `__absolute_ref__` set on every node with a `$ref`. It reads
 * `$id` (never `id`, which Ajv ignores from draft-06 on) and `$anchor` only where a schema
 * stands, so a property named `id` or `$id` is a name, not an identifier, as in Ajv. A reference
 * to the dialect's meta-schema (or one of its vocabularies) reaches Ajv's copy of it, as on the
 * Ajv engine (docs/pipeline.md, "Engines"). Throws a `SchemaProblem` (`unsupported`) for what this engine
 * cannot resolve the way Ajv would: an identifier that is not a URI here, two resources under
 * one URI.
 */
export function dereferencePrepared(
  prepared: PreparedSchema,
  dialect: Dialect,
  patterns: PatternFactory,
  options: PrepareOptions = {},
): Record<string, Node> {
  const lookup: Record<string, Node> = Object.create(null);
  const refs: string[] = [];
  walk(prepared.root, [{ base: rootUri, pointer: "" }], lookup, refs);
  // Each resource referred to, and those it refers to in turn; a schema's own `$id` wins.
  const wanted = (base: string) =>
    lookup[base] === undefined && refs.some((uri) => splitFragment(uri).resource === base);
  let found = true;
  while (found) {
    found = false;
    for (const resource of remote[dialect]) {
      const base = splitFragment(String(resource.$id)).resource;
      if (!wanted(base)) continue;
      const meta = prepareSchema(resource, dialect, patterns, { ...options, rootPath: `${base}#` });
      for (const [node, origin] of meta.origins) prepared.origins.set(node, origin);
      prepared.problems.push(...meta.problems);
      walk(meta.root, [{ base, pointer: "" }], lookup, refs);
      found = true;
    }
  }
  return lookup;
}

function walk(
  node: unknown,
  scopes: readonly Scope[],
  lookup: Record<string, Node>,
  refs: string[],
) {
  if (typeof node !== "boolean" && (typeof node !== "object" || node === null)) return;
  for (const { base, pointer } of scopes) {
    register(lookup, pointer ? `${base}#${pointer}` : base, node as Node);
  }
  if (typeof node === "boolean") return;
  const schema = node as Record<string, unknown>;
  let inner = scopes;
  let base = (scopes[scopes.length - 1] as Scope).base;
  const id = own(schema, "$id");
  if (typeof id === "string" && id !== "") {
    const url = resolve(id, base);
    if (url.hash.length > 1) register(lookup, url.href, schema);
    else {
      url.hash = "";
      base = url.href;
      register(lookup, base, schema);
      inner = [...scopes, { base, pointer: "" }];
    }
  }
  const anchor = own(schema, "$anchor");
  if (typeof anchor === "string") register(lookup, resolve(`#${anchor}`, base).href, schema);
  const ref = own(schema, "$ref");
  if (typeof ref === "string") {
    const absolute = resolve(ref, base).href;
    Object.defineProperty(schema, "__absolute_ref__", { value: absolute, enumerable: false });
    refs.push(absolute);
  }
  const aside = ignoredSubschemas(schema);
  for (const key of [...Object.keys(schema), ...Object.keys(aside ?? {})]) {
    const value = Object.hasOwn(schema, key) ? schema[key] : aside?.[key];
    const below = (...tokens: string[]) =>
      inner.map(({ base: scopeBase, pointer }) => ({
        base: scopeBase,
        pointer: `${pointer}/${[key, ...tokens].map(encodePointer).join("/")}`,
      }));
    if (Array.isArray(value) && (schemaArray.has(key) || key === "items")) {
      value.forEach((item, index) => {
        walk(item, below(String(index)), lookup, refs);
      });
    } else if (singleSchema.has(key)) {
      walk(value, below(), lookup, refs);
    } else if (schemaMap.has(key) && typeof value === "object" && value !== null) {
      for (const name of Object.keys(value)) {
        const entry = (value as Record<string, unknown>)[name];
        // The array form of `dependencies` is a list of names, not a schema.
        if (!Array.isArray(entry)) walk(entry, below(name), lookup, refs);
      }
    }
  }
}

function register(lookup: Record<string, Node>, uri: string, node: Node): void {
  const known = lookup[uri];
  if (known !== undefined && known !== node) {
    throw new SchemaProblem("unsupported", `two of its subschemas are identified as ${uri}`);
  }
  lookup[uri] = node;
}

function own(node: Record<string, unknown>, keyword: string): unknown {
  return Object.hasOwn(node, keyword) ? node[keyword] : undefined;
}

/** `reference` resolved against `base`, its fragment in the form the walk registers. */
function resolve(reference: string, base: string): URL {
  let url: URL;
  try {
    url = new URL(reference, base);
  } catch {
    throw new SchemaProblem(
      "unsupported",
      `its identifier or reference ${JSON.stringify(reference)} cannot be resolved against ${JSON.stringify(base)} here`,
    );
  }
  url.hash = url.hash ? canonicalFragment(url.hash.slice(1)) : "";
  return url;
}

/**
 * A fragment in the one form the walk registers: a JSON pointer read as Ajv reads it (each token
 * percent-decoded, then `~1` and `~0` undone, so `%24defs`, `a%7E1b` and `a~1b` name what they
 * name for Ajv) and written back with `encodePointer`; a plain name as @cfworker/json-schema
 * normalises it. `/` alone is no fragment, as Ajv's `normalizeId` reads it. A pointer with a
 * malformed escape stays as written: it resolves to nothing, as on Ajv.
 */
function canonicalFragment(fragment: string): string {
  if (fragment === "/") return "";
  if (!fragment.startsWith("/")) return normalizeFragment(fragment);
  const tokens = fragmentTokens(fragment);
  return tokens === undefined ? fragment : `/${tokens.map(encodePointer).join("/")}`;
}

const fragmentCharacter = /^[A-Za-z0-9._~!$&'()*+,;=:@/?-]$/;
const percentEncoding = /^%[0-9A-Fa-f]{2}$/;
const unreserved = /^[A-Za-z0-9._~-]$/;

// @cfworker/json-schema's normalizeURIFragment (not exported): the form `encodePointer` writes.
function normalizeFragment(fragment: string): string {
  let normalized = "";
  for (let index = 0; index < fragment.length; ) {
    const character = fragment[index] as string;
    const encoded = fragment.slice(index, index + 3);
    if (character === "%" && percentEncoding.test(encoded)) {
      const decoded = String.fromCharCode(Number.parseInt(encoded.slice(1), 16));
      normalized += unreserved.test(decoded) ? decoded : encoded.toUpperCase();
      index += 3;
      continue;
    }
    const codePoint = String.fromCodePoint(fragment.codePointAt(index) as number);
    normalized += fragmentCharacter.test(codePoint) ? codePoint : encodeURIComponent(codePoint);
    index += codePoint.length;
  }
  return normalized;
}
