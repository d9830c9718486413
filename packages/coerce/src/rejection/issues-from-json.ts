import { decodeJsonStructure } from "../convert/decode-json-structure.js";
import { pathSegments, type StructureIssue, structureKind } from "./structure-issue.js";

/**
 * Structure issues in the JSON a rejection embeds: a zod issue array (`Error: [{ "code":
 * "invalid_type", "expected": "array", "received": "string", "path": ["paths"] }]`), Ajv
 * `ErrorObject`s (`instancePath: "/edits"`, `message: "must be array"`), pydantic `errors()`
 * (`type: "list_type"`, `loc: ["paths"]`), bare or under `issues` / `errors` / `detail`.
 */
export function issuesFromJson(text: string): StructureIssue[] {
  const issues: StructureIssue[] = [];
  for (const [open, close] of [
    ["[", "]"],
    ["{", "}"],
  ] as const) {
    const start = text.indexOf(open);
    const end = text.lastIndexOf(close);
    if (start < 0 || end <= start) continue;
    const decoded = decodeJsonStructure(text.slice(start, end + 1), 16);
    if (decoded !== undefined) collect(decoded, issues);
    if (issues.length > 0) break;
  }
  return issues;
}

function collect(decoded: object, issues: StructureIssue[]): void {
  const record = decoded as Record<string, unknown>;
  const list = Array.isArray(decoded)
    ? decoded
    : ([record.issues, record.errors, record.detail].find(Array.isArray) ?? [decoded]);
  for (const item of list as unknown[]) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) continue;
    const issue = fromIssue(item as Record<string, unknown>);
    if (issue !== undefined) issues.push(issue);
  }
}

function fromIssue(issue: Record<string, unknown>): StructureIssue | undefined {
  const message = typeof issue.message === "string" ? issue.message : "";
  // zod 3 and 4: { code: "invalid_type", expected, received?, path, message }
  if (issue.code === "invalid_type" && Array.isArray(issue.path)) {
    const kind = structureKind(issue.expected);
    const fromString = issue.received === "string" || /received string\b/.test(message);
    if (kind === 0 || !fromString) return undefined;
    const path = issue.path.map(String);
    // The MCP SDK validates the whole request: ["params", "arguments"] is the input itself.
    if (path[0] === "params" && path[1] === "arguments") path.splice(0, 2);
    return { path, kind };
  }
  // Ajv: { instancePath (v8) or dataPath (v6, ".edits"), keyword: "type", params: { type }, message }
  const where = typeof issue.instancePath === "string" ? issue.instancePath : issue.dataPath;
  if (typeof where === "string") {
    const params = issue.params as Record<string, unknown> | undefined;
    const named = /^(?:must|should) be (array|object)$/.exec(message)?.[1];
    const kind = structureKind(named ?? (issue.keyword === "type" ? params?.type : undefined));
    return kind === 0 ? undefined : { path: pathSegments(where), kind };
  }
  // pydantic errors(): { type: "list_type", loc: ["paths"], msg, input }
  if (typeof issue.type === "string" && Array.isArray(issue.loc)) {
    const kind = structureKind(/^(\w+?)_type$/.exec(issue.type)?.[1]);
    if (kind === 0 || (issue.input !== undefined && typeof issue.input !== "string")) {
      return undefined;
    }
    const loc = issue.loc.map(String);
    if (loc[0] === "body") loc.shift(); // FastAPI prefixes the request part
    return { path: loc, kind };
  }
  return undefined;
}
