export type { AjvErrorLike } from "./ajv/ajv-error-like.js";
export {
  type CappedIssues,
  cappedIssuesFromAjv,
  type IssuesFromAjvOptions,
  issuesFromAjv,
} from "./ajv/issues-from-ajv.js";
export { pathFromPointer } from "./ajv/path-from-pointer.js";
export { didYouMean, nearNames, type PreparedNames, prepareNames } from "./refine/did-you-mean.js";
export { nearMissKey } from "./refine/near-miss-key.js";
export { moreLine as moreIssuesLine } from "./render/cap-lines.js";
export { capText, escapeLineBreaks, escapeText } from "./render/escape-text.js";
export { formatIssues, toolUseError, wrapToolUseError } from "./render/format-issues.js";
export { code as codeSpan, valueSpan } from "./render/line-context.js";
export { printedName, printedParameterPath } from "./render/printed-name.js";
export { renderPath } from "./render/render-path.js";
export { unknownToolSentence } from "./render/unknown-tool.js";
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
