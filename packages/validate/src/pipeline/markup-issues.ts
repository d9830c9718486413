import { type Coercion, markupParts } from "@tool-input/coerce";
import type { OtherIssue } from "@tool-input/format";

/**
 * One issue per parameter that leaked tool-call markup started inside another's text
 * (docs/messages.md, "Leaked markup"): ``The parameter `body` ends with tool-call markup that
 * starts the parameter `priority`; send `priority` as its own parameter``. Read from the
 * coercer's `markup` coercions, by the keys `markupParts` reads from each.
 */
export function markupIssues(coercions: readonly Coercion[]): readonly OtherIssue[] {
  // The repair path asks on every call, and almost never has one: no list, no destructuring.
  if (!hasMarkup(coercions)) return noIssues;
  const issues: OtherIssue[] = [];
  for (const coercion of coercions) {
    const parts = markupParts(coercion);
    if (parts === undefined) continue;
    const holder = [...coercion.path.slice(0, -1), parts.kept];
    for (const name of parts.moved) {
      const span = codeSpan(name);
      issues.push({
        kind: "other",
        path: holder,
        message: `ends with tool-call markup that starts the parameter ${span}; send ${span} as its own parameter`,
      });
    }
  }
  return issues;
}

/** Whether any coercion is the markup rule's. */
export function hasMarkup(coercions: readonly Coercion[]): boolean {
  for (let i = 0; i < coercions.length; i++) if (coercions[i]?.rule === "markup") return true;
  return false;
}

const noIssues: readonly OtherIssue[] = Object.freeze([]);

function codeSpan(name: string): string {
  return name.includes("`") ? `\`\` ${name} \`\`` : `\`${name}\``;
}
