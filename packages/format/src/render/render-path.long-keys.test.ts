import { describe, expect, it, vi } from "vitest";

// docs/messages.md, "Escaping and long names": a key is cut before it is quoted and escaped, so
// a 1 MB key of backticks does not build 6 MB of escapes to print 100 characters.
const escaped = vi.hoisted(() => ({ longest: 0 }));
vi.mock("./escape-text.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./escape-text.js")>();
  return {
    ...actual,
    escapeText: (text: string) => {
      escaped.longest = Math.max(escaped.longest, text.length);
      return actual.escapeText(text);
    },
  };
});

const { formatIssues } = await import("./format-issues.js");

describe("a 1 MB key", () => {
  it("is escaped no further than the path printed", () => {
    const key = "`".repeat(1_000_000);
    const text = formatIssues("T", [
      { kind: "unexpected", path: [key] },
      { kind: "missing", path: ["a", key, "b"] },
      { kind: "type", path: [key], expected: "string", received: "number" },
    ]);
    expect(text).toBe(
      [
        "T failed due to the following issues:",
        `The required parameter \`a["${"\\u0060".repeat(16)}…\` is missing`,
        `An unexpected parameter \`["${"\\u0060".repeat(16)}\\…\` was provided`,
        `The parameter \`["${"\\u0060".repeat(16)}\\…\` type is expected as \`string\` but provided as \`number\``,
      ].join("\n"),
    );
    expect(escaped.longest).toBeGreaterThan(0);
    expect(escaped.longest).toBeLessThan(200);
  });
});
