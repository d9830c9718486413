import type { JsonTextProblem, PathSegment } from "@tool-input/json";

export type { JsonTextProblem, PathSegment } from "@tool-input/json";

/** A value that may be unknown (zod issues do not carry the value unless the input is given). */
export type Known = { readonly value: unknown } | undefined;

/** A required key that is absent: ``The required parameter `path` is missing``. */
export interface MissingIssue {
  /** The kind of mistake. */
  readonly kind: "missing";
  /** Keys and indices from the root of the input to the missing key; `[]` is the root. */
  readonly path: readonly PathSegment[];
  /** A key present beside it, close to its name, that the model likely sent the value under. */
  readonly sentAs?: string;
  /** The values it may take, when the schema fixes them (a discriminated union's tag). */
  readonly allowed?: readonly unknown[];
}

/** A key the schema does not allow: ``An unexpected parameter `n` was provided``. */
export interface UnexpectedIssue {
  /** The kind of mistake. */
  readonly kind: "unexpected";
  /** Keys and indices from the root of the input to the unexpected key. */
  readonly path: readonly PathSegment[];
  /** A near declared key, shown as a did-you-mean hint. */
  readonly suggestion?: string;
}

/** A value of the wrong type: ``… type is expected as `string` but provided as `number` ``. */
export interface TypeIssue {
  /** The kind of mistake. */
  readonly kind: "type";
  /** Keys and indices from the root of the input to the parameter; `[]` is the root. */
  readonly path: readonly PathSegment[];
  /** The schema's type names as a phrase: `string`, `string or null`. */
  readonly expected: string;
  /** The JavaScript type name of the value sent, when known. */
  readonly received?: string;
  /**
   * The value sent was a string opening a JSON array or object where one was expected: the one
   * JSON-text decoder's verdict on it (shown as a hint): it decodes to the expected structure
   * (`ok: true`: send the value itself), or, when coercion ran first, why it was not decoded
   * (through `@tool-input/validate`, Python-like text refused for a `__proto__` key or its depth
   * carries the Python-literal decoder's reason here, so it reads the same sentence).
   */
  readonly jsonText?: JsonTextVerdict;
  /** The value sent was text like a Python literal that could not be read, and why (``unexpected `#` at character 9``). */
  readonly pythonProblem?: string;
  /** An array was expected and the string sent holds a comma, semicolon or line break: it may be a list. */
  readonly listLike?: boolean;
  /** The value sent was `null` under a required key. */
  readonly requiredNull?: boolean;
}

/** What the JSON-text decoder said of a string sent for an array or object (`TypeIssue.jsonText`). */
export type JsonTextVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly problem: JsonTextProblem };

/** A value outside a list: ``… must be one of `a`, `b` but was `c` ``. */
export interface EnumIssue {
  /** The kind of mistake. */
  readonly kind: "enum";
  /** Keys and indices from the root of the input to the parameter; `[]` is the root. */
  readonly path: readonly PathSegment[];
  /** The allowed values. */
  readonly allowed: readonly unknown[];
  /** A short preview of the value sent, when known. */
  readonly received?: string;
  /** The type of the value sent, set when no allowed value has it (`number` for `5` against `"5"`). */
  readonly receivedType?: string;
  /** A near allowed value, shown as a did-you-mean hint. */
  readonly suggestion?: string;
  /** The value sent was an empty string under an optional key (hint: leave it out). */
  readonly emptyOptional?: boolean;
}

/** Any other mistake, as one sentence fragment: ``… must be at least `1` but was `0` ``. */
export interface OtherIssue {
  /** The kind of mistake. */
  readonly kind: "other";
  /** Keys and indices from the root of the input to the parameter; `[]` is the root. */
  readonly path: readonly PathSegment[];
  /** A sentence fragment in the voice of the curated ones (`"must be >= 1"`). */
  readonly message: string;
  /** The value sent was an empty string under an optional key (hint: leave it out). */
  readonly emptyOptional?: boolean;
  /** The mistake is in the raw arguments text as a whole: the line reads ``The arguments text …``. */
  readonly argumentsText?: true;
}

/** One validation problem, as plain data; `switch (issue.kind)` narrows it. */
export type Issue = MissingIssue | UnexpectedIssue | TypeIssue | EnumIssue | OtherIssue;

/** What kind of mistake an issue reports; the first three are Claude Code's curated kinds. */
export type IssueKind = Issue["kind"];

/** A list of issues that is never empty, as a rejection always carries. */
export type Issues = readonly [Issue, ...Issue[]];

/** Options for `formatIssues` and `toolUseError`; a field set to `undefined` means its default. */
export interface FormatOptions {
  /** Append recovery hints where one is certain to help. Default `true`. */
  readonly hints?: boolean | undefined;
  /** Most issue lines printed; the rest are counted in a last `…and N more issues` line. Default `20`. */
  readonly maxLines?: number | undefined;
  /** Longest tool name or parameter path printed, in characters, before an ellipsis. Default `100`. */
  readonly maxNameLength?: number | undefined;
  /**
   * Issues left out of the list given (`cappedIssuesFromAjv`'s `unlisted`), counted in the last
   * `…and N more issues` line. Default `0`.
   */
  readonly unlistedIssues?: number | undefined;
}
