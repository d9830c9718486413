import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";

// The near-miss notice prints its path and suggestion as the unexpected-parameter line does:
// escaped and cut at `maxNameLength` (docs/messages.md, "Near-miss keys").

const validator = createValidator();
const long = "k".repeat(150);
const cut = `${"k".repeat(99)}…`;

function notice(declared: string, sent: string, maxNameLength?: number): string | undefined {
  const inputSchema = { type: "object", properties: { [declared]: { type: "string" } } };
  const options = { nearMissKeys: "notice" as const, maxNameLength };
  const result = validator.validateToolInput({ name: "t", inputSchema }, { [sent]: "x" }, options);
  return result.ok ? result.notices?.[0]?.message : undefined;
}

describe("the near-miss notice", () => {
  it.each([
    {
      why: "a backtick in the key and the suggestion, escaped",
      declared: "pro`ject_id",
      sent: "pro`ject",
      text: 'The parameter `["pro\\u0060ject"]` is not declared (did you mean `pro\\u0060ject_id`?); it was passed on as sent',
    },
    {
      why: "a line break in the key and the suggestion, escaped",
      declared: "a\nb_id",
      sent: "a\nb",
      text: 'The parameter `["a\\nb"]` is not declared (did you mean `a\\nb_id`?); it was passed on as sent',
    },
    {
      why: "a long key and suggestion, cut",
      declared: `${long}_id`,
      sent: long,
      text: `The parameter \`${cut}\` is not declared (did you mean \`${cut}\`?); it was passed on as sent`,
    },
  ])("prints $why", ({ declared, sent, text }) => {
    expect(notice(declared, sent)).toBe(text);
  });

  it("cuts the path at the call's maxNameLength", () => {
    expect(notice(`${long}_id`, long, 20)).toBe(
      `The parameter \`${"k".repeat(19)}…\` is not declared (did you mean \`${cut}\`?); it was passed on as sent`,
    );
  });
});
