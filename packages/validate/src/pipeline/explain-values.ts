import { decodePythonLiteral, type PythonLiteralProblem } from "@tool-input/coerce";
import type { Issue, Issues, PathSegment } from "@tool-input/format";
import { formatPointer, readsBack } from "@tool-input/json";

/** How the value was coerced: whether rule `python` ran, and the `maxDepth` it read text to. */
export interface Coerced {
  readonly python: boolean;
  readonly maxDepth: number | undefined;
  /** The JSON pointers of keys the check asked for on a condition, which hold `null` or `""` as sent. */
  readonly required?: ReadonlySet<string>;
}

/**
 * `issues` with the flags that give their hints (docs/messages.md, "Hints"): `requiredNull` on a
 * type mismatch where a required key holds `null`; `emptyOptional` where an optional key's own
 * constraints refuse `""`; in place of a JSON syntax problem, when rule `python` is on and the
 * text is Python-like, why the Python-literal decoder, asked as coercion asks it, refused it.
 */
export function explainValues(
  issues: Issues,
  value: unknown,
  schema: unknown,
  coerced: Coerced,
): Issues {
  const [first, ...rest] = issues;
  const one = (issue: Issue) => explain(issue, value, schema, coerced);
  return [one(first), ...rest.map(one)];
}

function explain(issue: Issue, value: unknown, schema: unknown, coerced: Coerced): Issue {
  if (issue.kind === "missing" || issue.kind === "unexpected") return issue;
  const at = valueAt(value, issue.path);
  if (at === undefined) return issue;
  // The input as a whole (arguments text) can only be Python-like: no key holds it.
  const keyed = issue.path.length > 0;
  if (issue.kind === "type") {
    if (keyed && at.value === null && requiredHere(issue.path, schema, coerced)) {
      return { ...issue, requiredNull: true };
    }
    const verdict = issue.jsonText;
    const syntax = verdict?.ok === false && verdict.problem.reason === "syntax";
    if (coerced.python && syntax && typeof at.value === "string") {
      const problem = pythonProblem(at.value, nestingLeft(coerced.maxDepth, issue.path.length));
      if (problem === undefined) return issue;
      // Refused for a `__proto__` key or its depth: the sentence JSON text gets for that reason.
      if (problem.reason === "prototype" || problem.reason === "nesting") {
        return { ...issue, jsonText: { ok: false, problem } };
      }
      const { jsonText: _json, ...without } = issue;
      return { ...without, pythonProblem: problem.detail };
    }
    return issue;
  }
  if (keyed && at.value === "" && requiredAt(schema, issue.path) === false) {
    return { ...issue, emptyOptional: true };
  }
  return issue;
}

/** Whether the key at the end of `path` is required: by its schema, or by the check that asked for it. */
function requiredHere(path: readonly PathSegment[], schema: unknown, coerced: Coerced): boolean {
  return requiredAt(schema, path) === true || coerced.required?.has(formatPointer(path)) === true;
}

/**
 * Why rule `python` refused text that reads as Python (its first quote is `'`, or it says
 * `True`/`False`/`None`), decoding it as the rule does (docs/coercion.md, "The Python-literal
 * grammar"): at most `maxNesting` levels, numbers under `readsBack`.
 */
function pythonProblem(text: string, maxNesting: number): PythonLiteralProblem | undefined {
  const single = text.indexOf("'");
  const double = text.indexOf('"');
  const pythonic =
    (single >= 0 && (double < 0 || single < double)) || /\b(?:True|False|None)\b/.test(text);
  if (!pythonic) return undefined;
  const decoded = decodePythonLiteral(text, { maxNesting, readsBack });
  return decoded.ok ? undefined : decoded.problem;
}

/** coerce's default `maxDepth`. */
const DEFAULT_MAX_DEPTH = 64;

/**
 * The levels coercion decodes text to `depth` levels down, as the JSON-text verdict counts them
 * (docs/messages.md, "Hints"): `maxDepth` (a number of at least 1, else 64) less the depth, at
 * least 0.
 */
function nestingLeft(maxDepth: number | undefined, depth: number): number {
  const deepest = typeof maxDepth === "number" && maxDepth >= 1 ? maxDepth : DEFAULT_MAX_DEPTH;
  return Math.max(0, deepest - depth);
}

function valueAt(value: unknown, path: readonly PathSegment[]): { value: unknown } | undefined {
  let at = value;
  for (const segment of path) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, segment)) return undefined;
    at = (at as Record<PathSegment, unknown>)[segment];
  }
  return { value: at };
}

const COMBINING = ["allOf", "anyOf", "oneOf", "$ref", "$dynamicRef", "if", "dependentRequired"];

/**
 * Whether the key at the end of `path` is required by the schema object holding it, followed
 * through plain `properties` and `items` only: `undefined` when that cannot be told (a `$ref`,
 * a combination of schemas, a malformed keyword), so no hint is given on a guess.
 */
function requiredAt(schema: unknown, path: readonly PathSegment[]): boolean | undefined {
  let node = schema;
  for (let i = 0; i < path.length - 1; i++) {
    if (!isPlain(node)) return undefined;
    const segment = path[i];
    node =
      typeof segment === "number"
        ? (node as { items?: unknown }).items
        : (recordOf((node as { properties?: unknown }).properties)?.[segment as string] ??
          undefined);
  }
  if (!isPlain(node)) return undefined;
  const key = path[path.length - 1];
  const { required, properties } = node as { required?: unknown; properties?: unknown };
  if (typeof key !== "string" || !Object.hasOwn(recordOf(properties) ?? {}, key)) return undefined;
  if (required === undefined) return false;
  return Array.isArray(required) ? required.includes(key) : undefined;
}

function isPlain(node: unknown): boolean {
  return (
    recordOf(node) !== undefined &&
    COMBINING.every((k) => (node as Record<string, unknown>)[k] === undefined)
  );
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
