export type { AjvErrorLike } from "./ajv-error-like.js";
export { formatIssues, toolUseError } from "./format-issues.js";
export { issuesFromAjv } from "./issues-from-ajv.js";
export { issuesFromZod } from "./issues-from-zod.js";
export { pathFromPointer } from "./path-from-pointer.js";
export { renderPath } from "./render-path.js";
export type { FormatOptions, Issue, IssueKind, PathSegment } from "./types.js";
