import { pathSegments, type StructureIssue, structureKind } from "./structure-issue.js";

// zod 4 `Invalid input: expected array, received string`, zod 3 `Expected array, received string`.
const ZOD =
  /\b(?:Invalid input: expected|Expected) (array|object|record|tuple|map|set), received string\b/g;
// Ajv 8 `must be array` / `must be object` (Ajv 6: `should be`), after an optional instance path.
const AJV = /\b(?:must|should) be (array|object)\b/g;
// pydantic 2 `Input should be a valid list [type=list_type, input_value='…', input_type=str]`,
// pydantic 1 `value is not a valid list (type=type_error.list)`.
const PYDANTIC =
  /\b(?:Input should be a valid|value is not a valid) (dictionary|dict|list|tuple|set|array|object)\b/g;
// python-jsonschema `'["a"]' is not of type 'array'`: the instance repr ends with a quote.
const JSONSCHEMA = /['"] is not of type '(object|array)'/g;

/**
 * Structure issues in a rejection's wording, with the property each names when it names one:
 * zod (`… at paths`, the MCP v2 SDK's `paths: …`, prettifyError's `→ at paths`), Ajv
 * (`data/edits must be array`, `/edits must be array`, `edits must be array`), pydantic (the
 * `loc` line above the message) and python-jsonschema (`On instance['paths']`).
 */
export function issuesFromText(text: string): StructureIssue[] {
  const issues: StructureIssue[] = [];
  for (const match of text.matchAll(ZOD)) {
    issues.push({
      path: zodPath(text, match.index, match[0].length),
      kind: structureKind(match[1]),
    });
  }
  for (const match of text.matchAll(AJV)) {
    const token = tokenBefore(text, match.index);
    issues.push({
      path: token === undefined ? undefined : pathSegments(token),
      kind: structureKind(match[1]),
    });
  }
  for (const match of text.matchAll(PYDANTIC)) {
    const line = lineAt(text, match.index);
    const inputType = /\binput_type=(\w+)/.exec(line)?.[1];
    if (inputType !== undefined && inputType !== "str") continue;
    issues.push({ path: pydanticLoc(text, match.index), kind: structureKind(match[1]) });
  }
  for (const match of text.matchAll(JSONSCHEMA)) {
    const named = /On instance((?:\[(?:'[^']*'|"[^"]*"|\d+)\])+)/.exec(text)?.[1];
    issues.push({
      path: named === undefined ? undefined : pathSegments(named),
      kind: structureKind(match[1]),
    });
  }
  return issues;
}

/** `… received string at observations[0].contents`, `find: filter: Invalid input: …`, or `→ at paths` on the next line. */
function zodPath(text: string, index: number, length: number): string[] | undefined {
  const after = /^ at ("[^"]*"|\S+)/.exec(text.slice(index + length, index + length + 1_000));
  if (after?.[1] !== undefined) return pathSegments(after[1]);
  const next = /^[^\n]*\n\s*→ at (\S+)/.exec(text.slice(index, index + 2_000));
  if (next?.[1] !== undefined) return pathSegments(next[1]);
  // MCP v2 SDK: "Invalid arguments for tool find: filter: Invalid input: …"
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  const before = text.slice(Math.max(lineStart, index - 1_000), index);
  const prefixed = /(?:^|\s)(\S+): $/.exec(before);
  if (prefixed?.[1] === undefined || /\btool \S+: $/.test(before)) return undefined;
  return pathSegments(prefixed[1]);
}

/** The word right before `index` on its line (Ajv's instance path), if any. */
function tokenBefore(text: string, index: number): string | undefined {
  let end = index;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end--;
  let start = end;
  while (start > 0 && !/[\s,;:]/.test(text[start - 1] as string)) start--;
  if (start === end) return undefined;
  const token = text.slice(start, end);
  // "…: must be array" has no path; "property 'x' must be array" names x.
  return /^(?:[A-Za-z_$][\w$-]*(?:[/.[].*)?|[/.[].*|(["'`]).+\1)$/.test(token) ? token : undefined;
}

/** pydantic prints the location on the line above an indented message. */
function pydanticLoc(text: string, index: number): string[] | undefined {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  if (lineStart === 0) return undefined;
  const previousStart = text.lastIndexOf("\n", lineStart - 2) + 1;
  const previous = text.slice(previousStart, lineStart - 1);
  if (previous === "" || /^\s/.test(previous) || /validation errors? for /.test(previous)) {
    return undefined;
  }
  return previous.trim().split(".");
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf("\n", index - 1) + 1;
  const end = text.indexOf("\n", index);
  return text.slice(start, end < 0 ? text.length : end);
}
