import { decodeJsonStructure } from "../convert/decode-json-structure.js";
import { ARRAY, isPlainObject, kindOf, OBJECT } from "../kinds.js";
import { resolveOptions } from "../resolve-options.js";
import type { CoerceOptions } from "../types.js";
import { issuesFromJson } from "./issues-from-json.js";
import { issuesFromText } from "./issues-from-text.js";
import { rejectionTexts } from "./rejection-texts.js";
import type { StructureIssue } from "./structure-issue.js";

/**
 * After a tool rejected `input`, returns a copy with its JSON-text properties decoded, or
 * `undefined`. Only a recognised input-validation failure saying a string was given where an
 * array or object was expected counts (zod 3 and 4, Ajv, pydantic, python-jsonschema, and
 * MCP `-32602` wrappers of them); then only the top-level properties it names are decoded, or,
 * when it names none, every string property that decodes to an array or object.
 * An input sent whole as JSON text (`expected record, received string` at `params.arguments`)
 * is decoded whole. `undefined` when the rejection is unrelated or nothing would change, so a
 * tool that failed for another reason is never called again. Never throws, never mutates.
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
    const named = new Map<string, number>();
    for (const { path, kind } of issues) {
      const first = path?.[0];
      // A deeper path (`edits[0].tags`) names `edits` but says nothing of its own kind.
      const own = path?.length === 1 ? kind : 0;
      if (first !== undefined) named.set(first, (named.get(first) ?? 0) | own);
    }
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(input)) {
      const text = input[key];
      // A named property must decode to the kind the rejection expected there; when none is
      // named, any string property that decodes to an array or object is decoded (docs/coercion.md, "Retrying after a tool rejected the input").
      const kinds = named.size > 0 ? (named.get(key) ?? 0) : ARRAY | OBJECT;
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
