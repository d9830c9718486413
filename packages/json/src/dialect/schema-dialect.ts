import { presentItems } from "../measure/holey-array.js";
import { vocabularies } from "./vocabulary.js";

/**
 * The dialect whose array keywords apply: `"draft-07"` (draft-04 to draft-07) and `"2019-09"`
 * read the array form of `items` as the tuple and ignore `prefixItems`; `"2020-12"` reads
 * `prefixItems` as the tuple and cannot compile the array form of `items`.
 */
export type Dialect = "draft-07" | "2019-09" | "2020-12";

// Draft-04 and draft-06 have no Ajv 8 class of their own: the validator compiles them with the
// draft-07 class, best effort (docs/pipeline.md, "Dialects"), so they follow draft-07 here too.
const byUri: Readonly<Record<string, Dialect>> = {
  "json-schema.org/draft-07/schema": "draft-07",
  "json-schema.org/draft-06/schema": "draft-07",
  "json-schema.org/draft-04/schema": "draft-07",
  "json-schema.org/draft/2019-09/schema": "2019-09",
  "json-schema.org/draft/2020-12/schema": "2020-12",
};

/**
 * The dialect the validator will compile `root` with (docs/pipeline.md, "Dialects": from `$schema`; with no
 * `$schema`, or one it does not know, 2020-12, falling back to draft-07 when that fails to
 * compile). The fallback is predicted by `failsDraft2020`. See `dialectOf` for the dialect
 * `$schema` names.
 */
export function compiledDialect(root: unknown): Dialect {
  const named = dialectOf(root);
  if (named !== undefined) return named;
  return failsDraft2020(root) ? "draft-07" : "2020-12";
}

/** The dialects a schema that names none is tried under, in order (docs/pipeline.md, "Dialects"). */
const FALLBACK: readonly Dialect[] = Object.freeze(["2020-12", "draft-07"]);

/**
 * The dialects the validator's engines try to compile `root` under, in order: the one its
 * `$schema` names, or else 2020-12 and then draft-07.
 */
export function dialectsToTry(root: unknown): readonly Dialect[] {
  const named = dialectOf(root);
  return named === undefined ? FALLBACK : [named];
}

/**
 * The dialect a schema's `$schema` names, or `undefined` when it names none Ajv knows. The one
 * table both the coercer and the validator (packages/validate) read, so they always agree.
 */
export function dialectOf(root: unknown): Dialect | undefined {
  if (typeof root !== "object" || root === null) return undefined;
  const uri: unknown = (root as { $schema?: unknown }).$schema;
  if (typeof uri !== "string") return undefined;
  const match = /^https?:\/\/(.*?)#?$/.exec(uri.trim());
  const key = match?.[1];
  return key !== undefined && Object.hasOwn(byUri, key) ? byUri[key] : undefined;
}

// Where Ajv 2020's meta-schema expects a schema. `additionalItems` is not one: Ajv 2020 ignores it.
const { schema: ONE, map: MAP, list: LIST } = vocabularies["2020-12"];

const ID_2020 = /^[^#]*#?$/;
const ANCHOR_2020 = /^[A-Za-z_][-A-Za-z0-9._]*$/;

/**
 * Whether Ajv 2020 rejects `root` for something draft-07 accepts, so the validator compiles it as
 * draft-07: an array-form `items` (Ajv 2020 refuses it even with `strict: false`), an `$id` with
 * a fragment (`"#foo"`, draft-06/07 anchors), or an `$anchor` / `$dynamicAnchor` that is not a
 * plain name, anywhere the 2020-12 meta-schema expects a schema. Other schemas that only
 * 2020-12 rejects are malformed in ways the coercion analysis leaves alone anyway.
 */
export function failsDraft2020(root: unknown): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null || Array.isArray(node) || seen.has(node)) {
      continue;
    }
    seen.add(node);
    const schema = node as Readonly<Record<string, unknown>>;
    if (Array.isArray(schema.items)) return true;
    const { $id, $anchor, $dynamicAnchor } = schema;
    if (typeof $id === "string" && !ID_2020.test($id)) return true;
    for (const anchor of [$anchor, $dynamicAnchor]) {
      if (typeof anchor === "string" && !ANCHOR_2020.test(anchor)) return true;
    }
    for (const keyword of ONE) stack.push(schema[keyword]);
    for (const keyword of MAP) {
      const map = schema[keyword];
      if (typeof map === "object" && map !== null && !Array.isArray(map)) {
        for (const key of Object.keys(map)) stack.push((map as Record<string, unknown>)[key]);
      }
    }
    for (const keyword of LIST) {
      const list = schema[keyword];
      if (Array.isArray(list)) for (const item of presentItems(list)) stack.push(item);
    }
  }
  return false;
}
