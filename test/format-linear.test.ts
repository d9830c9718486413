// Everything after Ajv (grouping union errors, building issues, hints, formatting) costs time
// linear in the number of errors and the size of the input (docs/messages.md, "Bounds"). These
// are hang bounds, not benchmarks: a quadratic path takes tens of seconds on these inputs.

import { cappedIssuesFromAjv, formatIssues, issuesFromAjv } from "@tool-input/format";
import { createValidator } from "@tool-input/validate";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";

const HANG_BOUND = 8_000;

/** The message for `count` numbers sent where only strings are allowed, one line per item. */
function itemLines(tool: string, count: number): string {
  const shown = Array.from(
    { length: 20 },
    (_, i) =>
      `The parameter \`value[${i}]\` type is expected as \`string\` but provided as \`number\``,
  );
  return `${tool} failed due to the following issues:\n${shown.join("\n")}\n…and ${count - 20} more issues`;
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe.skipIf(!corpusAvailable)("the error path on large inputs, over corpus tools", () => {
  const tools = corpusAvailable ? loadMcpTools() : [];
  const tool = (server: string, name: string) => {
    const found = tools.find((t) => t.server === server && t.name === name);
    if (found === undefined) throw new Error(`${server}/${name} is not in the corpus`);
    return found;
  };

  it("desktop-commander set_config_value with 30,000 numbers for a union value answers at once", () => {
    const setConfig = tool("desktop-commander", "set_config_value");
    const input = { key: "allowedDirectories", value: Array.from({ length: 30_000 }, (_, i) => i) };
    const { value: result, ms } = timed(() =>
      createValidator().validateToolInput(setConfig, input),
    );
    expect(ms).toBeLessThan(HANG_BOUND);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      // Only the array branch takes an array: its own errors say what is wrong, one per item.
      expect(result.message).toBe(itemLines("set_config_value", 30_000));
    }
  });

  // A 1 MB input of three shapes a model can send, through the whole pipeline.
  const MB = 1_048_576;
  const shapes: { name: string; input: (keys: readonly string[]) => Record<string, unknown> }[] = [
    {
      name: "50,000 keys the schema does not declare",
      input: () => Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`key_${i}_x`, i])),
    },
    {
      name: "every parameter a 1 MB array of numbers",
      input: (keys) =>
        Object.fromEntries(
          keys.map((key) => [key, Array.from({ length: MB / 8 / keys.length }, (_, i) => i)]),
        ),
    },
    {
      name: "every parameter a 1 MB string that reads as broken JSON",
      input: (keys) =>
        Object.fromEntries(keys.map((key) => [key, `[${"1,".repeat(MB / 2 / keys.length)}`])),
    },
  ];
  const cases = [
    ["desktop-commander", "set_config_value"],
    ["filesystem", "edit_file"],
    ["github", "list_issues"],
    ["sequential-thinking", "sequentialthinking"],
  ].flatMap(([server = "", name = ""]) =>
    shapes.map((shape) => ({ label: `${server} ${name}: ${shape.name}`, server, name, shape })),
  );

  it.each(cases)("$label, answers at once", ({ server, name, shape }) => {
    const found = tool(server, name);
    const properties = (found.inputSchema.properties ?? {}) as Record<string, unknown>;
    const input = shape.input(Object.keys(properties));
    const { value: result, ms } = timed(() => createValidator().validateToolInput(found, input));
    expect(ms).toBeLessThan(HANG_BOUND);
    expect(result.ok).toBe(false);
  });
});

describe("the error path on many errors", () => {
  it("an anyOf with 30,000 branch errors is grouped in linear time", () => {
    const schema = {
      type: "object",
      properties: {
        value: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
      },
    };
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    const validate = ajv.compile(schema);
    const input = { value: Array.from({ length: 30_000 }, (_, i) => i) };
    expect(validate(input)).toBe(false);
    const { value: text, ms } = timed(() =>
      formatIssues("T", issuesFromAjv(validate.errors, input)),
    );
    expect(ms).toBeLessThan(HANG_BOUND);
    expect(text).toBe(itemLines("T", 30_000));
  });
});

describe("the cap on listed issues", () => {
  const tool = {
    name: "T",
    inputSchema: {
      type: "object",
      properties: { value: { type: "array", items: { type: "string" } } },
    },
  };

  it("a 1 MB array of 250,000 wrong items lists 1,000 issues and counts the rest", () => {
    const input = { value: Array.from({ length: 250_000 }, (_, i) => i % 10) };
    expect(JSON.stringify(input).length).toBeGreaterThan(500_000);
    const { value: result, ms } = timed(() => createValidator().validateToolInput(tool, input));
    expect(ms).toBeLessThan(HANG_BOUND);
    expect(result.ok ? "accepted" : result.message).toBe(itemLines("T", 250_000));
    expect(result.ok ? 0 : result.issues.length).toBe(1_000);
    expect(result.ok ? undefined : result.issues[999]?.path).toEqual(["value", 999]);
  });

  it("cappedIssuesFromAjv builds the first issues and counts the others, unions read whole", () => {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
    const validate = ajv.compile({
      type: "object",
      properties: {
        value: { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] },
        flag: { type: "boolean" },
      },
    });
    const input = { value: Array.from({ length: 50 }, (_, i) => i), flag: "yes" };
    expect(validate(input)).toBe(false);
    const full = issuesFromAjv(validate.errors, input);
    const capped = cappedIssuesFromAjv(validate.errors, input, 10);
    expect(full).toHaveLength(51);
    expect(capped.issues).toEqual(full.slice(0, 10));
    expect(capped.unlisted).toBe(41);
    expect(
      formatIssues("T", capped.issues, { unlistedIssues: capped.unlisted, maxLines: 10 }),
    ).toBe(formatIssues("T", full, { maxLines: 10 }));
  });
});
