import { createValidator, type ToolDefinition, validateToolInput } from "@tool-input/validate";
import { describe, expect, it, vi } from "vitest";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";
import { type MalformOptions, malform } from "./support/malform.js";
import {
  fencedCopies,
  leakedMarkup,
  loneItems,
  type Mistake,
  nullForOptionalKeys,
  pythonReprs,
} from "./support/malform-more.js";
import { isValid, validInputFor } from "./support/valid-input.js";

// Issue 4, "Tests that must exist": the whole pipeline (validate, coerce when invalid, validate
// again, format) over every tool of ../shared/corpus/mcp-*.json and every 50th function of
// bfcl-functions.jsonl, on the module-level validator. 313 + 214 schemas are more than its
// 500-entry cache holds, so eviction and recompilation are exercised on the way.
//
// BFCL keeps its raw type names (`dict`, `float`, `tuple`, …), which no JSON Schema validator
// knows: Ajv would refuse every one of these schemas (SOURCES.md: "none compile raw"), and the
// pipeline would pass every input with `schemaError` set. A harness serving these functions maps
// the names first, so the test does too, with the mapping recorded in schema-features.json
// (test/support/corpus.ts `loadBfclSample`): the library itself does not guess at type names.

interface Case {
  /** `server/tool` (MCP) or `source/function` (BFCL sample). */
  readonly id: string;
  readonly tool: ToolDefinition;
  readonly schema: Record<string, unknown>;
  readonly input: Record<string, unknown>;
}

function build(
  tools: readonly { id: string; name: string; schema: Record<string, unknown> }[],
): Case[] {
  const cases: Case[] = [];
  for (const { id, name, schema } of tools) {
    const input = validInputFor(schema);
    if (input !== null && typeof input === "object" && !Array.isArray(input)) {
      cases.push({
        id,
        tool: { name, inputSchema: schema },
        schema,
        input: input as Case["input"],
      });
    }
  }
  return cases;
}

const mcp = build(
  corpusAvailable
    ? loadMcpTools().map((t) => ({
        id: `${t.server}/${t.name}`,
        name: t.name,
        schema: t.inputSchema,
      }))
    : [],
);
const bfcl = build(
  corpusAvailable
    ? loadBfclSample().map((t) => ({
        id: `${t.source}/${t.name}`,
        name: t.name,
        schema: t.inputSchema,
      }))
    : [],
);

function checkValid({ tool, input }: Case) {
  const result = validateToolInput(tool, input);
  expect(result).toEqual({ ok: true, status: "accepted", value: input, coercions: [] });
  expect(result.ok && result.value).toBe(input);
}

const sortedPaths = (paths: readonly (readonly unknown[])[]) =>
  paths.map((p) => JSON.stringify(p)).sort();

function checkRepaired({ tool, schema, input }: Case, options?: MalformOptions) {
  const malformed = malform(input, schema, options);
  const sent = structuredClone(malformed.value);
  const result = validateToolInput(tool, malformed.value);
  if (!result.ok) throw new Error(result.message);
  expect(result.schemaError).toBeUndefined();
  expect(result.value).toEqual(input);
  expect(isValid(schema, result.value)).toBe(true);
  expect(sortedPaths(result.coercions.map((c) => c.path))).toEqual(sortedPaths(malformed.paths));
  expect(malformed.value).toEqual(sent);
  if (malformed.changes.length === 0) expect(result.value).toBe(malformed.value);
}

// Unrepairable mistakes, made only where the expected text follows from the SPEC alone: a root
// with nothing but properties/required/additionalProperties, plain parameter names, and plain
// `string` / `boolean` parameters (no enum, format, pattern or length to add a second error).
const plainRootKeywords = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "$schema",
  "description",
  "title",
  "default",
]);
const plainPropertyKeywords = new Set(["type", "description", "title", "default", "examples"]);
// Keywords that say nothing about a string, so an array parameter sent as text fails on `type` only.
const arrayOnlyKeywords = new Set(["items", "minItems", "maxItems", "uniqueItems"]);
const plainName = /^[A-Za-z_][A-Za-z0-9_]*$/;
const unexpectedKey = "zq_not_a_parameter";

interface Unrepairable {
  readonly input: Record<string, unknown>;
  /** The lines the SPEC prescribes, in its order: missing, unexpected, type mismatches. */
  readonly lines: readonly string[];
}

function isPlain(schema: unknown, type: string): boolean {
  if (schema === null || typeof schema !== "object") return false;
  const entries = Object.entries(schema);
  return (
    entries.every(
      ([key]) => plainPropertyKeywords.has(key) || (type === "array" && arrayOnlyKeywords.has(key)),
    ) && (schema as { type?: unknown }).type === type
  );
}

function unrepairable({ schema, input }: Case): Unrepairable | undefined {
  if (!Object.keys(schema).every((key) => plainRootKeywords.has(key))) return undefined;
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const broken: Record<string, unknown> = { ...input };
  const missing: string[] = [];
  const unexpected: string[] = [];
  const mismatched: string[] = [];
  const gone = required.find((key) => plainName.test(key) && key in broken);
  if (gone !== undefined) {
    delete broken[gone];
    missing.push(`The required parameter \`${gone}\` is missing`);
  }
  if (schema.additionalProperties === false) {
    broken[unexpectedKey] = 1;
    unexpected.push(`An unexpected parameter \`${unexpectedKey}\` was provided`);
  }
  const names = Object.keys(properties).filter((key) => plainName.test(key) && key in broken);
  // Type mismatches come in the schema's property order (issuesFromAjv orders by the schema).
  const text = names.find((key) => isPlain(properties[key], "string"));
  const flag = names.find((key) => isPlain(properties[key], "boolean"));
  const list = names.find((key) => isPlain(properties[key], "array"));
  for (const key of names) {
    if (key === text) {
      // coerce never turns a number into a string: the model has to send the text.
      broken[key] = 12345;
      mismatched.push(
        `The parameter \`${key}\` type is expected as \`string\` but provided as \`number\``,
      );
    } else if (key === list) {
      // JSON text cut short, as a model hitting its output limit sends it: not decodable.
      broken[key] = `${JSON.stringify(broken[key]).slice(0, -1)},`;
      mismatched.push(
        `The parameter \`${key}\` type is expected as \`array\` but provided as \`string\``,
      );
    } else if (key === flag) {
      // "yes" is not one of the boolean forms coerce accepts (SPEC, "Rejected forms").
      broken[key] = "yes";
      mismatched.push(
        `The parameter \`${key}\` type is expected as \`boolean\` but provided as \`string\``,
      );
    }
  }
  const lines = [...missing, ...unexpected, ...mismatched];
  return lines.length === 0 ? undefined : { input: broken, lines };
}

function withUnrepairable(cases: readonly Case[]) {
  return cases.flatMap((c) => {
    const made = unrepairable(c);
    return made === undefined ? [] : [{ ...c, ...made }];
  });
}

function checkUnrepairable(c: Case & Unrepairable) {
  const header = `${c.tool.name} failed due to the following ${c.lines.length === 1 ? "issue" : "issues"}:`;
  const message = [header, ...c.lines].join("\n");
  // With hints on, the only hint these mistakes get is on JSON text cut short (a string line):
  // why it was not decoded (docs/messages.md, "Hints"); otherwise the text is the same.
  const syntaxHint = / \(it looks like JSON text, but it is not valid JSON: [^()]*\)$/;
  for (const hints of [false, true]) {
    const result = validateToolInput(c.tool, c.input, { hints });
    if (result.ok) throw new Error("expected a rejection");
    const lines = result.message.split("\n");
    for (const line of lines) {
      if (syntaxHint.test(line)) expect(line).toMatch(/provided as `string` \(/);
    }
    const plain = hints
      ? lines.map((line) => line.replace(syntaxHint, "")).join("\n")
      : result.message;
    expect(plain).toBe(message);
    expect(result.toolUseError).toBe(
      `<tool_use_error>InputValidationError: ${result.message}</tool_use_error>`,
    );
    expect(result.issues).toHaveLength(c.lines.length);
  }
}

/** How many lines of each kind the unrepairable calls expect, so each kind is known to be exercised. */
function lineKinds(cases: readonly Unrepairable[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { lines } of cases) {
    for (const line of lines) {
      const kind = line.startsWith("The required")
        ? "missing"
        : line.startsWith("An unexpected")
          ? "unexpected"
          : (/expected as `(\w+)`/.exec(line)?.[1] ?? "other");
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    const several = lines.length > 1 ? "several lines" : "one line";
    counts[several] = (counts[several] ?? 0) + 1;
  }
  return counts;
}

const title = (what: string) =>
  corpusAvailable
    ? `the pipeline over ${what}`
    : `the pipeline over ${what}: SKIPPED, ../shared/corpus is absent beside the checkout`;

const mcpUnrepairable = withUnrepairable(mcp);
const bfclUnrepairable = withUnrepairable(bfcl);

describe.skipIf(!corpusAvailable)(title("every tool of ../shared/corpus/mcp-*.json"), () => {
  it("has a valid input for every one of the 313 tools, and unrepairable calls for most", () => {
    expect(mcp).toHaveLength(313);
    expect(mcpUnrepairable.length).toBe(278);
    expect(lineKinds(mcpUnrepairable)).toEqual({
      missing: 226,
      unexpected: 209,
      string: 160,
      boolean: 72,
      array: 34,
      "one line": 52,
      "several lines": 226,
    });
  });

  it.each(mcp)("$id: a valid input comes back as the same reference", checkValid);

  it.each(mcp)("$id: JSON-text structures and quoted scalars are repaired", (c) => {
    checkRepaired(c);
  });

  it.each(mcp)("$id: quoted scalars inside structures are repaired", (c) => {
    checkRepaired(c, { keepStructure: true });
  });

  it.each(mcpUnrepairable)("$id: an unrepairable call gets the exact message", checkUnrepairable);

  it('notion: its `format: "json"` schemas compile and run without writing to the console', () => {
    const notion = mcp.filter((c) => c.id.startsWith("notion/"));
    const withJsonFormat = notion.filter((c) =>
      JSON.stringify(c.schema).includes('"format":"json"'),
    );
    expect(withJsonFormat.length).toBeGreaterThan(0);
    const spies = [vi.spyOn(console, "log"), vi.spyOn(console, "warn"), vi.spyOn(console, "error")];
    try {
      // A fresh validator, so every schema is compiled while the console is watched.
      const validator = createValidator();
      for (const c of notion) {
        expect(validator.validateToolInput(c.tool, c.input).ok).toBe(true);
        expect(validator.validateToolInput(c.tool, { ...c.input, zq_extra: 1 })).toBeDefined();
      }
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe.skipIf(!corpusAvailable)(title("every 50th function of bfcl-functions.jsonl"), () => {
  it("has a valid input for every one of the 214 sampled functions, and unrepairable calls for most", () => {
    expect(bfcl).toHaveLength(214);
    expect(bfclUnrepairable.length).toBe(199);
    expect(lineKinds(bfclUnrepairable)).toEqual({
      missing: 194,
      unexpected: 3,
      string: 92,
      boolean: 18,
      array: 9,
      "one line": 93,
      "several lines": 106,
    });
  });

  it.each(bfcl)("$id: a valid input comes back as the same reference", checkValid);

  it.each(bfcl)("$id: JSON-text structures and quoted scalars are repaired", (c) => {
    checkRepaired(c);
  });

  it.each(bfcl)("$id: quoted scalars inside structures are repaired", (c) => {
    checkRepaired(c, { keepStructure: true });
  });

  it.each(bfclUnrepairable)("$id: an unrepairable call gets the exact message", checkUnrepairable);
});

// Issue 19, "Must show": the second family of mistakes made over every corpus tool, each repaired
// exactly (leaked markup rejected by default, repaired under markup: "split").
type Maker = (c: Case) => Mistake | undefined;
const makers: Record<string, Maker> = {
  "null for each optional key": (c) => nullForOptionalKeys(c.input, c.schema),
  "a Python repr of each array and object argument": (c) => pythonReprs(c.input, c.schema),
  "a lone item for each array": (c) => loneItems(c.input, c.schema),
  "a fenced copy of each array and object argument": (c) => fencedCopies(c.input, c.schema),
  "leaked markup between two string parameters": (c) =>
    leakedMarkup(c.input, c.schema, c.tool.name),
};

function mistakes(cases: readonly Case[]) {
  return Object.entries(makers).flatMap(([kind, make]) =>
    cases.flatMap((c) => {
      const mistake = make(c);
      return mistake === undefined ? [] : [{ ...c, kind, mistake, label: `${c.id}: ${kind}` }];
    }),
  );
}

function checkMistake({ tool, schema, mistake }: Case & { mistake: Mistake }) {
  const sent = structuredClone(mistake.input);
  if (mistake.rejection !== undefined) {
    const rejected = validateToolInput(tool, mistake.input);
    expect(rejected.ok ? "(accepted)" : rejected.message).toBe(mistake.rejection);
  }
  const options = mistake.rejection === undefined ? undefined : { markup: "split" as const };
  const result = validateToolInput(tool, mistake.input, options);
  if (!result.ok) throw new Error(result.message);
  expect(result.value).toEqual(mistake.expected);
  expect(isValid(schema, result.value)).toBe(true);
  const rules = Object.fromEntries(result.coercions.map((c) => [JSON.stringify(c.path), c.rule]));
  expect(rules).toEqual(mistake.rules);
  expect(mistake.input).toEqual(sent);
}

function kindCounts(made: readonly { kind: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { kind } of made) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

const mcpMistakes = mistakes(mcp);
const bfclMistakes = mistakes(bfcl);

describe.skipIf(!corpusAvailable)(
  title("every corpus tool: the other half of real mistakes"),
  () => {
    it("makes each kind of mistake on many tools", () => {
      expect(kindCounts(mcpMistakes)).toEqual({
        "null for each optional key": 204,
        "a Python repr of each array and object argument": 85,
        "a lone item for each array": 58,
        "a fenced copy of each array and object argument": 85,
        "leaked markup between two string parameters": 115,
      });
      expect(kindCounts(bfclMistakes)).toEqual({
        "null for each optional key": 89,
        "a Python repr of each array and object argument": 14,
        "a lone item for each array": 11,
        "a fenced copy of each array and object argument": 14,
        "leaked markup between two string parameters": 83,
      });
    });

    it.each(mcpMistakes)("$label", checkMistake);
    it.each(bfclMistakes)("$label", checkMistake);
  },
);
