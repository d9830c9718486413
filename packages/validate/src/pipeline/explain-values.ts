import { decodePythonLiteral } from "@tool-input/coerce";
import type { Issue, Issues, PathSegment } from "@tool-input/format";

/**
 * `issues` with the flags that give their hints (docs/messages.md, "Hints"): `requiredNull` on a
 * type mismatch where a required key holds `null`; `emptyOptional` where an optional key's own
 * constraints refuse `""`; `pythonProblem` in place of a JSON syntax problem when rule `python`
 * is on, the text is Python-like, and the Python-literal decoder says why it could not read it.
 */
export function explainValues(
  issues: Issues,
  value: unknown,
  schema: unknown,
  python: boolean,
): Issues {
  const [first, ...rest] = issues;
  const one = (issue: Issue) => explain(issue, value, schema, python);
  return [one(first), ...rest.map(one)];
}

function explain(issue: Issue, value: unknown, schema: unknown, python: boolean): Issue {
  if (issue.kind === "missing" || issue.kind === "unexpected") return issue;
  const at = valueAt(value, issue.path);
  if (at === undefined) return issue;
  // The input as a whole (arguments text) can only be Python-like: no key holds it.
  const keyed = issue.path.length > 0;
  if (issue.kind === "type") {
    if (keyed && at.value === null && requiredAt(schema, issue.path) === true) {
      return { ...issue, requiredNull: true };
    }
    const verdict = issue.jsonText;
    const syntax = verdict?.ok === false && verdict.problem.reason === "syntax";
    if (python && syntax && typeof at.value === "string") {
      const problem = pythonProblem(at.value);
      if (problem !== undefined) {
        const { jsonText: _json, ...without } = issue;
        return { ...without, pythonProblem: problem };
      }
    }
    return issue;
  }
  if (keyed && at.value === "" && requiredAt(schema, issue.path) === false) {
    return { ...issue, emptyOptional: true };
  }
  return issue;
}

/** Why text that reads as Python (its first quote is `'`, or it says `True`/`False`/`None`) is not a literal. */
function pythonProblem(text: string): string | undefined {
  const single = text.indexOf("'");
  const double = text.indexOf('"');
  const pythonic =
    (single >= 0 && (double < 0 || single < double)) || /\b(?:True|False|None)\b/.test(text);
  if (!pythonic) return undefined;
  const decoded = decodePythonLiteral(text);
  if (decoded.ok) return undefined;
  const { problem } = decoded;
  return problem.reason === "syntax" || problem.reason === "number" ? problem.detail : undefined;
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
