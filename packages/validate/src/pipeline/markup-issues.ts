import type { Coercion } from "@tool-input/coerce";
import type { OtherIssue } from "@tool-input/format";

/**
 * One issue per parameter that leaked tool-call markup started inside another's text
 * (docs/messages.md, "Leaked markup"): ``The parameter `body` ends with tool-call markup that
 * starts the parameter `priority`; send `priority` as its own parameter``. Read from the
 * coercer's `markup` coercions, whose `to` holds the kept key first, then each parameter named.
 */
export function markupIssues(coercions: readonly Coercion[]): readonly OtherIssue[] {
  // The repair path asks on every call, and almost never has one: no list, no destructuring.
  if (!hasMarkup(coercions)) return noIssues;
  const issues: OtherIssue[] = [];
  for (const { rule, path, to } of coercions) {
    if (rule !== "markup" || typeof to !== "object" || to === null) continue;
    const [kept, ...named] = Object.keys(to);
    if (kept === undefined) continue;
    const holder = [...path.slice(0, -1), kept];
    for (const name of named) {
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
