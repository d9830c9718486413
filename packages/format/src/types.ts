/** One segment of a path into a value: an object key or an array index. */
export type PathSegment = string | number;

/** What kind of mistake an issue reports; the first three are Claude Code's curated kinds. */
export type IssueKind = "missing" | "unexpected" | "type" | "enum" | "other";

/** One validation problem, as plain data. */
export interface Issue {
  /** The kind of mistake. */
  readonly kind: IssueKind;
  /** Keys and indices from the root of the input to the parameter; `[]` is the root. */
  readonly path: readonly PathSegment[];
  /** What the schema expects: type names for `type` (`"string or null"`), a description otherwise. */
  readonly expected?: string;
  /** What was sent: a JavaScript type name for `type`, a short preview of the value otherwise. */
  readonly received?: string;
  /** A sentence fragment for `other` issues, in the voice of the curated ones (`"must be >= 1"`). */
  readonly message?: string;
  /** The allowed values, for `enum` issues. */
  readonly allowed?: readonly unknown[];
  /** A near declared key or allowed value, shown as a did-you-mean hint. */
  readonly suggestion?: string;
  /** The value sent was a string holding JSON of the expected structure (shown as a hint). */
  readonly looksLikeJson?: boolean;
}

/** Options for `formatIssues` and `toolUseError`; a field set to `undefined` means its default. */
export interface FormatOptions {
  /** Append recovery hints where one is certain to help. Default `true`. */
  readonly hints?: boolean | undefined;
  /** Most issue lines printed; the rest are counted in a last `…and N more issues` line. Default `20`. */
  readonly maxLines?: number | undefined;
  /** Longest tool name or parameter path printed, in characters, before an ellipsis. Default `100`. */
  readonly maxNameLength?: number | undefined;
}
