import type { Coercion } from "@tool-input/coerce";
import { codeSpan, printedParameterPath, type UnexpectedIssue } from "@tool-input/format";
import type { Notice, ToolInputAccepted, ValidateOptions } from "../types.js";
import { nearMissKeys } from "./valid-input/near-miss-keys.js";

/** An accepted call (the result itself: no wrapper to allocate), or the near-miss keys that reject it. */
export type Finished =
  | ToolInputAccepted
  | { readonly ok: false; readonly issues: readonly [UnexpectedIssue, ...UnexpectedIssue[]] };

/**
 * The result for a `value` the validator accepted: as it is, or with a `notices` entry per
 * near-miss key where extra keys are welcome (or `nearMissKeys: "notice"`), or the unexpected-key
 * issues of the near-miss keys that reject it (docs/messages.md, "Near-miss keys"). The keys are
 * read from `checked`, what the checks read of `value` (its own properties, for an object of
 * another prototype), so a getter is not asked again; the result holds `value` itself.
 */
export function finishAccepted(
  value: unknown,
  schema: unknown,
  coercions: readonly Coercion[],
  options: ValidateOptions,
  checked: unknown = value,
): Finished {
  const near = readableNearMissKeys(checked, schema);
  if (near.length === 0) return { ok: true, status: "accepted", value, coercions };
  const notices: Notice[] = [];
  const issues: UnexpectedIssue[] = [];
  for (const { path, suggestion, welcome } of near) {
    if (welcome || options.nearMissKeys === "notice") {
      notices.push({
        kind: "near-miss-key",
        path,
        suggestion,
        message: noticeSentence(path, suggestion, options),
      });
    } else {
      issues.push({ kind: "unexpected", path, suggestion });
    }
  }
  const [first, ...rest] = issues;
  if (first !== undefined) return { ok: false, issues: [first, ...rest] };
  return { ok: true, status: "accepted", value, coercions, notices };
}

/**
 * The near-miss keys of `value`; none where its keys cannot be read (a getter or Proxy that
 * throws): the schema's check, which accepted it, decides (docs/security.md, "Inputs that are
 * graphs").
 */
function readableNearMissKeys(value: unknown, schema: unknown): ReturnType<typeof nearMissKeys> {
  try {
    return nearMissKeys(value, schema);
  } catch {
    return [];
  }
}

/**
 * ``The parameter `project` is not declared (did you mean `project_id`?); it was passed on as
 * sent``, the path cut and the suggestion escaped as every sentence prints them
 * (docs/messages.md, "Escaping and long names").
 */
function noticeSentence(
  path: readonly (string | number)[],
  suggestion: string,
  options: ValidateOptions,
): string {
  const name = printedParameterPath(path, options);
  return `The parameter \`${name}\` is not declared (did you mean ${codeSpan(suggestion)}?); it was passed on as sent`;
}
