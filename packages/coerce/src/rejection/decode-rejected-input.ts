import { decodeJsonStructure } from "../convert/decode-json-structure.js";
import { isPlainObject, kindOf, OBJECT } from "../kinds.js";
import { resolveOptions } from "../resolve-options.js";
import type { CoerceOptions } from "../types.js";
import { issuesFromJson } from "./issues-from-json.js";
import { issuesFromText } from "./issues-from-text.js";
import { pythonRepr } from "./python-repr.js";
import { rejectionTexts } from "./rejection-texts.js";
import type { StructureIssue } from "./structure-issue.js";

/**
 * After a tool rejected `input`, returns a copy with its JSON-text properties decoded, or
 * `undefined`. Only a rejection counts (an error text, an `Error` or JSON-RPC error, an MCP
 * result with `isError: true`), and only a recognised input-validation failure saying a string
 * was given where an array or object was expected (zod 3 and 4, Ajv, pydantic,
 * python-jsonschema, and MCP `-32602` wrappers of them); then only the top-level properties it
 * names are decoded, or when it names none those whose value it quotes, or when it quotes none
 * every string property that decodes to the kind it expected. An input sent whole as JSON text (`expected record, received string` at
 * `params.arguments`) is decoded whole. `undefined` when the rejection is unrelated or nothing
 * would change, so a tool that failed for another reason is never called again. Reads the
 * rejection in linear time; never throws, never mutates.
 */
export function decodeRejectedInput(
  input: unknown,
  rejection: unknown,
  options?: CoerceOptions,
): Record<string, unknown> | undefined {
  try {
    const { maxDepth, maxStringLength } = resolveOptions(options);
    const issues = structureIssues(rejectionTexts(rejection, maxStringLength));
    if (issues.length === 0) return undefined;
    if (typeof input === "string") return decodeWhole(input, issues, maxDepth, maxStringLength);
    if (!isPlainObject(input) || maxDepth < 1) return undefined;
    const named = namedKinds(input, issues);
    let copy: Record<string, unknown> | undefined;
    for (const [key, kinds] of named) {
      const text = input[key];
      // A named property must decode to the kind the rejection expected there.
      if (typeof text !== "string" || kinds === 0 || text.length > maxStringLength) continue;
      const decoded = decodeJsonStructure(text, maxDepth - 1);
      if (decoded === undefined || (kindOf(decoded) & kinds) === 0) continue;
      copy ??= { ...input };
      Object.defineProperty(copy, key, {
        value: decoded,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    return copy;
  } catch {
    return undefined;
  }
}

/**
 * The top-level properties the issues name, each with the kinds expected there: by path, or,
 * for python-jsonschema and pydantic naming none, the string property whose value they quote;
 * when the issues name and quote none, every string property. A deeper path
 * (`edits[0].tags`) names `edits` but says nothing of its own kind.
 */
function namedKinds(
  input: Readonly<Record<string, unknown>>,
  issues: readonly StructureIssue[],
): Map<string, number> {
  const named = new Map<string, number>();
  let byRepr: Map<string, string> | undefined;
  let unplaced = 0; // the kinds expected by issues that name and quote no property
  for (const { path, kind, quoted } of issues) {
    let key = path?.[0];
    if (path === undefined && quoted !== undefined) {
      byRepr ??= new Map(
        Object.keys(input).flatMap((k) => {
          const value = input[k];
          return typeof value === "string" ? [[pythonRepr(value), k] as const] : [];
        }),
      );
      key = byRepr.get(quoted);
    }
    if (path === undefined && quoted === undefined) unplaced |= kind;
    if (key === undefined || !Object.hasOwn(input, key)) continue;
    const own = path === undefined || path.length === 1 ? kind : 0;
    named.set(key, (named.get(key) ?? 0) | own);
  }
  // Named and quoted none: every string property that decodes to the kind expected (a sibling
  // decoded wrongly is rejected again by the server, never executed; docs/coercion.md).
  if (named.size === 0 && unplaced !== 0) {
    for (const key of Object.keys(input))
      if (typeof input[key] === "string") named.set(key, unplaced);
  }
  return named;
}

/** Issues in embedded JSON (zod / Ajv / pydantic issue objects) win over those read from wording. */
function structureIssues(texts: readonly string[]): StructureIssue[] {
  const issues: StructureIssue[] = [];
  for (const text of texts) issues.push(...issuesFromJson(text));
  if (issues.length > 0) return issues;
  for (const text of texts) issues.push(...issuesFromText(text));
  return issues;
}

function decodeWhole(
  input: string,
  issues: readonly StructureIssue[],
  maxDepth: number,
  maxStringLength: number,
): Record<string, unknown> | undefined {
  const wanted = issues.some(
    ({ path, kind }) => (path === undefined || path.length === 0) && (kind & OBJECT) !== 0,
  );
  if (!wanted || input.length > maxStringLength) return undefined;
  const decoded = decodeJsonStructure(input, maxDepth);
  return isPlainObject(decoded) ? decoded : undefined;
}
