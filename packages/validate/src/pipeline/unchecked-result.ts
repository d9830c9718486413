import type { CoerceResult } from "@tool-input/coerce";
import type { OtherIssue } from "@tool-input/format";
import { explainArgumentsText } from "../arguments/explain-arguments-text.js";
import type { BrokenEntry } from "../cache/cache-entry.js";
import type { ToolInputRejected, ToolInputUnchecked, ValidateOptions } from "../types.js";
import { buildRejection } from "./build-rejection.js";
import { notCheckedSentence, schemaErrorSentence } from "./describe-tool.js";
import { markupIssues } from "./markup-issues.js";
import { markupMode } from "./resolve-options.js";
import { rootTypeIssues } from "./root-type-issues.js";

/**
 * The result of an input no engine checked, `coerced` as far as the schema could be followed
 * (`rootSchema` is the tool's, for its arguments text): rejected when the engines are at fault
 * (fail closed, docs/security.md), otherwise passed on unvalidated or rejected as `onSchemaError`
 * says (docs/pipeline.md, "Schemas that cannot compile").
 */
export function uncheckedResult(
  entry: BrokenEntry,
  name: string,
  coerced: CoerceResult,
  options: ValidateOptions,
  rootSchema: unknown,
): ToolInputUnchecked | ToolInputRejected {
  if (entry.fault === "engine") {
    const schemaError = notCheckedSentence(name, entry.reason, options);
    const issue: OtherIssue = {
      kind: "other",
      path: [],
      message: `could not be checked, because no validation engine could compile the tool's input schema here (${entry.reason})`,
    };
    return buildRejection(name, [issue], options, coerced.coercions, schemaError);
  }
  const schemaError = schemaErrorSentence(name, entry.reason, options);
  if (options.onSchemaError !== "reject") {
    const { value, coercions } = coerced;
    // What the pipeline checks without a validator holds as on any call: leaked markup (rejected
    // unless `markup` says otherwise), arguments text that is not one complete object, and a
    // value of a type the root refuses.
    const leaked = markupMode(options) === "reject" ? markupIssues(coercions) : [];
    const [head, ...rest] = leaked;
    if (head !== undefined) return buildRejection(name, [head, ...rest], options, coercions);
    const textIssue = explainArgumentsText(rootSchema, value);
    if (textIssue !== undefined) return buildRejection(name, [textIssue], options, coercions);
    const typeIssues = rootTypeIssues(rootSchema, value, options.maxDepth);
    if (typeIssues !== undefined) return buildRejection(name, typeIssues, options, coercions);
    return { ok: true, status: "unchecked", value, coercions, schemaError };
  }
  const issue: OtherIssue = {
    kind: "other",
    path: [],
    message: `could not be checked, because the tool's input schema could not be compiled (${entry.reason})`,
  };
  return buildRejection(name, [issue], options, coerced.coercions, schemaError);
}
