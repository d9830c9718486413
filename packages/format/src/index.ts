export type { AjvErrorLike } from "./ajv/ajv-error-like.js";
export {
  type CappedIssues,
  cappedIssuesFromAjv,
  type IssuesFromAjvOptions,
  issuesFromAjv,
} from "./ajv/issues-from-ajv.js";
export { pathFromPointer } from "./ajv/path-from-pointer.js";
export { didYouMean } from "./issues/did-you-mean.js";
export { escapeLineBreaks } from "./render/escape-text.js";
export { formatIssues, toolUseError } from "./render/format-issues.js";
export { renderPath } from "./render/render-path.js";
export type {
  EnumIssue,
  FormatOptions,
  Issue,
  IssueKind,
  Issues,
  JsonTextProblem,
  JsonTextVerdict,
  MissingIssue,
  OtherIssue,
  PathSegment,
  TypeIssue,
  UnexpectedIssue,
} from "./types.js";
export { issuesFromZod } from "./zod/issues-from-zod.js";
