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
// python-jsonschema `'["a"]' is not of type 'array'`, ending its line: the instance's repr starts
// the line and ends with a quote.
const JSONSCHEMA = /['"] is not of type '(object|array)'\s*$/;

// `MCP error -32602: Input validation error: ` (the MCP Python SDK's wrapper), either part alone.
const MCP_PREFIX = /^(?:MCP error -?\d+: )?(?:Input validation error: )?/;
/** Longest `input_value=` repr read for matching a property's value. */
const MAX_QUOTED = 4_096;

/** Issues read from one text at most; past it the rest of the text is not looked at for more. */
const MAX_ISSUES = 100;
/** Characters looked at around a match for its path; a longer path is not one a tool declares. */
const WINDOW = 200;

/**
 * Structure issues in a rejection's wording, with the property each names when it names one:
 * zod (`… at paths`, the MCP v2 SDK's `paths: …`, prettifyError's `→ at paths` on the next
 * line), Ajv (`data/edits must be array`, `/edits must be array`, `edits must be array`),
 * pydantic (the `loc` line above the message) and python-jsonschema (`On instance['paths']`, or
 * the value it quotes). Linear in the text: each line is scanned once, and each match looks at
 * most `WINDOW` characters around it and the lines next to it.
 */
export function issuesFromText(text: string): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const lines = text.split("\n");
  const instance = jsonschemaInstance(lines);
  for (let i = 0; i < lines.length && issues.length < MAX_ISSUES; i++) {
    const line = lines[i] as string;
    for (const match of line.matchAll(ZOD)) {
      const path = zodPath(line, match.index, match[0].length, lines[i + 1]);
      issues.push({ path, kind: structureKind(match[1]) });
      if (issues.length >= MAX_ISSUES) return issues;
    }
    for (const match of line.matchAll(AJV)) {
      const token = tokenBefore(line, match.index);
      const path = token === undefined ? undefined : pathSegments(token);
      issues.push({ path, kind: structureKind(match[1]) });
      if (issues.length >= MAX_ISSUES) return issues;
    }
    for (const match of line.matchAll(PYDANTIC)) {
      const after = line.slice(match.index, match.index + WINDOW);
      const inputType = /\binput_type=(\w+)/.exec(after)?.[1];
      if (inputType !== undefined && inputType !== "str") continue;
      const path = pydanticLoc(line, lines[i - 1]);
      const quoted = path === undefined ? inputValue(line, match.index) : undefined;
      issues.push({
        path,
        kind: structureKind(match[1]),
        ...(quoted === undefined ? {} : { quoted }),
      });
      if (issues.length >= MAX_ISSUES) return issues;
    }
    const jsonschema = JSONSCHEMA.exec(line);
    if (jsonschema !== null) {
      // The MCP Python SDK puts its own prefix before python-jsonschema's message.
      const quoted = line.slice(0, jsonschema.index + 1).replace(MCP_PREFIX, "");
      const issue = instance === undefined ? { path: undefined, quoted } : { path: instance };
      issues.push({ ...issue, kind: structureKind(jsonschema[1]) });
    }
  }
  return issues;
}

/** `… received string at observations[0].contents`, `find: filter: Invalid input: …`, or `→ at paths` on the next line. */
function zodPath(
  line: string,
  index: number,
  length: number,
  next: string | undefined,
): string[] | undefined {
  const after = /^ at ("[^"]*"|\S+)/.exec(line.slice(index + length, index + length + WINDOW));
  if (after?.[1] !== undefined) return pathSegments(after[1]);
  const arrow = next === undefined ? undefined : /^\s*→ at (\S+)/.exec(next.slice(0, WINDOW));
  if (arrow?.[1] !== undefined) return pathSegments(arrow[1]);
  // MCP v2 SDK: "Invalid arguments for tool find: filter: Invalid input: …"
  const before = line.slice(Math.max(0, index - WINDOW), index);
  const prefixed = /(?:^|\s)(\S+): $/.exec(before);
  if (prefixed?.[1] === undefined || /\btool \S+: $/.test(before)) return undefined;
  return pathSegments(prefixed[1]);
}

/** The word right before `index` on its line (Ajv's instance path), if any. */
function tokenBefore(line: string, index: number): string | undefined {
  const floor = Math.max(0, index - WINDOW);
  let end = index;
  while (end > floor && (line[end - 1] === " " || line[end - 1] === "\t")) end--;
  let start = end;
  while (start > floor && !/[\s,;:]/.test(line[start - 1] as string)) start--;
  if (start === end || (start === floor && floor > 0)) return undefined;
  const token = line.slice(start, end);
  // "…: must be array" has no path; "property 'x' must be array" names x.
  return /^(?:[A-Za-z_$][\w$-]*(?:[/.[].*)?|[/.[].*|(["'`])[^"'`]+\1)$/.test(token)
    ? token
    : undefined;
}

/** pydantic prints the location on the line above an indented message. */
function pydanticLoc(line: string, previous: string | undefined): string[] | undefined {
  if (previous === undefined || !/^\s/.test(line)) return undefined;
  if (previous === "" || /^\s/.test(previous) || /validation errors? for /.test(previous)) {
    return undefined;
  }
  return previous.trim().split(".");
}

/** python-jsonschema's `On instance['paths']:` line, read once per text. */
function jsonschemaInstance(lines: readonly string[]): string[] | undefined {
  for (const line of lines) {
    if (!line.startsWith("On instance")) continue;
    const named = /^On instance((?:\[(?:'[^']*'|"[^"]*"|\d+)\])+)/.exec(line.slice(0, WINDOW));
    if (named?.[1] !== undefined) return pathSegments(named[1]);
  }
  return undefined;
}

/**
 * pydantic's `input_value='…'` after `from` on `line`: the Python repr of the string sent, up to
 * its closing quote (backslash escapes skipped), read at most `MAX_QUOTED` characters.
 */
function inputValue(line: string, from: number): string | undefined {
  const at = line.indexOf("input_value=", from);
  if (at < 0 || at - from > WINDOW) return undefined;
  const open = at + "input_value=".length;
  const quote = line[open];
  if (quote !== "'" && quote !== '"') return undefined;
  const end = Math.min(line.length, open + MAX_QUOTED);
  for (let i = open + 1; i < end; i++) {
    const char = line[i];
    if (char === "\\") i++;
    else if (char === quote) return line.slice(open, i + 1);
  }
  return undefined;
}
