import type { CoerceResult, Coercion, PathSegment } from "@tool-input/coerce";
import type { AjvErrorLike } from "@tool-input/format";
import {
  copyArray,
  copyObject,
  defineOwn,
  encodePointerToken,
  formatPointer,
} from "@tool-input/json";

/** A coerced value with the keys rule `omit` removed and the check still asks for put back. */
export interface Restored extends CoerceResult {
  /**
   * The JSON pointers of the keys put back that the input must hold whatever else it holds (no
   * union or `contains` asked for them), for the hint that says so.
   */
  readonly required: ReadonlySet<string>;
}

/**
 * Rule `omit` reads a key as optional where its object's `required` lists do not name it, but an
 * `if`/`then`, a `dependentRequired`, a `dependencies` or a branch of a union may still ask for it
 * (docs/pipeline.md, "A key required on a condition"). Where the check's `errors` say such a key
 * is missing, it holds what was sent again (`null`, `""`), so the rejection speaks of the value
 * sent rather than of a key the model did send. `undefined` where no such key is missing.
 */
export function restoreRequiredOmissions(
  coerced: CoerceResult,
  errors: readonly AjvErrorLike[],
): Restored | undefined {
  // Each `omit` record by the JSON pointer of the key it removed, in the order they were made.
  const omitted = new Map<string, Coercion>();
  for (const coercion of coerced.coercions) {
    if (coercion.rule === "omit") omitted.set(formatPointer(coercion.path), coercion);
  }
  if (omitted.size === 0) return undefined;
  const unionsAt = new Set<string>();
  for (const error of errors) {
    if (error.keyword === "anyOf" || error.keyword === "oneOf") unionsAt.add(error.instancePath);
  }
  // Each omitted key the errors ask for, and whether the input must hold it whatever else it holds.
  const missing = new Map<string, boolean>();
  for (const error of errors) {
    const key = error.params?.missingProperty;
    if (typeof key !== "string") continue;
    const pointer = `${error.instancePath}/${encodePointerToken(key)}`;
    if (!omitted.has(pointer)) continue;
    missing.set(pointer, missing.get(pointer) === true || outright(error, unionsAt));
  }
  if (missing.size === 0) return undefined;
  const asked = [...omitted].filter(([pointer]) => missing.has(pointer));
  const restored = new Set(asked.map(([, coercion]) => coercion));
  const required = asked.filter(([pointer]) => missing.get(pointer)).map(([pointer]) => pointer);
  return {
    value: putBack(coerced.value, tree([...restored])),
    coercions: coerced.coercions.filter((coercion) => !restored.has(coercion)),
    required: new Set(required),
  };
}

/**
 * Whether the key `error` says is missing is asked for outright: not by one branch of a union
 * (another may do without it), nor by `contains` (another item may hold it). A union is seen in
 * the error's schema path, or, where Ajv checks a reference in a function of its own and the path
 * starts again, as a union error at the object or around it (`unionsAt`: their instance paths),
 * looked up once per level, so a report of many unions and many such keys stays linear.
 */
function outright(error: AjvErrorLike, unionsAt: ReadonlySet<string>): boolean {
  if (/\/(?:anyOf|oneOf|contains)(?:\/|$)/.test(error.schemaPath)) return false;
  for (let at = error.instancePath; ; at = at.slice(0, at.lastIndexOf("/"))) {
    if (unionsAt.has(at)) return false;
    if (at === "") return true;
  }
}

/** The keys to put back, as a tree of the paths to them: one copy per container on the way. */
interface Tree {
  readonly below: Map<PathSegment, Tree>;
  readonly sent: Map<PathSegment, unknown>;
}

function tree(coercions: readonly Coercion[]): Tree {
  const root: Tree = { below: new Map(), sent: new Map() };
  for (const { path, from } of coercions) {
    let node = root;
    for (const segment of path.slice(0, -1)) {
      let next = node.below.get(segment);
      if (next === undefined) {
        next = { below: new Map(), sent: new Map() };
        node.below.set(segment, next);
      }
      node = next;
    }
    node.sent.set(path[path.length - 1] as PathSegment, from);
  }
  return root;
}

/**
 * A copy of `value` along the paths of `node` with each key holding what was sent; a place that
 * is no longer a container (a later rule changed it) is left as it is.
 */
function putBack(value: unknown, node: Tree): unknown {
  if (typeof value !== "object" || value === null) return value;
  const source = value as Record<PathSegment, unknown>;
  const copy = Array.isArray(value)
    ? copyArray(value)
    : copyObject(source as Record<string, unknown>);
  for (const [segment, below] of node.below) {
    if (Object.hasOwn(source, segment)) defineOwn(copy, segment, putBack(source[segment], below));
  }
  for (const [key, sent] of node.sent) defineOwn(copy, key, sent);
  return copy;
}
