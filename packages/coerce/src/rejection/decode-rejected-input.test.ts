import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { decodeRejectedInput } from "./decode-rejected-input.js";

const mcpText = (text: string) => ({ content: [{ type: "text", text }], isError: true });
const paths = '["/srv/a.txt"]';

interface Case {
  readonly name: string;
  readonly input: unknown;
  readonly rejection: unknown;
  readonly expected: unknown;
}

describe("decodeRejectedInput: recognised rejections", () => {
  it.each<Case>([
    {
      name: "zod 4 in the MCP SDK 1.x wrapper (… at edits)",
      input: { path: "a", edits: '[{"oldText":"a"}]', dryRun: "false" },
      rejection: mcpText(
        "MCP error -32602: Input validation error: Invalid arguments for tool edit_file: Invalid input: expected array, received string at edits",
      ),
      expected: { path: "a", edits: [{ oldText: "a" }], dryRun: "false" },
    },
    {
      name: "zod 3 wording in the MCP SDK wrapper",
      input: { filePaths: paths },
      rejection: mcpText(
        "MCP error -32602: Input validation error: Invalid arguments for tool lint-files: Expected array, received string at filePaths",
      ),
      expected: { filePaths: ["/srv/a.txt"] },
    },
    {
      name: "the MCP v2 SDK (path: message)",
      input: { database: "db", filter: '{"a":1}' },
      rejection: mcpText(
        "Input validation error: Invalid arguments for tool find: filter: Invalid input: expected object, received string",
      ),
      expected: { database: "db", filter: { a: 1 } },
    },
    {
      name: "zod prettifyError (→ at paths)",
      input: { paths, other: '["x"]' },
      rejection: "✖ Invalid input: expected array, received string\n  → at paths",
      expected: { paths: ["/srv/a.txt"], other: '["x"]' },
    },
    {
      name: "a zod issue array returned as text",
      input: { paths, depth: "1" },
      rejection: mcpText(
        'Error: [\n  {\n    "code": "invalid_type",\n    "expected": "array",\n    "received": "string",\n    "path": [\n      "paths"\n    ],\n    "message": "Expected array, received string"\n  }\n]',
      ),
      expected: { paths: ["/srv/a.txt"], depth: "1" },
    },
    {
      name: "an McpError whose message embeds the zod issues",
      input: { owner: "o", labels: '["bug"]' },
      rejection: Object.assign(
        new Error(
          'MCP error -32603: Invalid input: [{"code":"invalid_type","expected":"array","received":"string","path":["labels"],"message":"Expected array, received string"}]',
        ),
        { code: -32603 },
      ),
      expected: { owner: "o", labels: ["bug"] },
    },
    {
      name: "an Error whose data holds zod 4 issues",
      input: { entities: '[{"name":"A"}]' },
      rejection: Object.assign(new Error("MCP error -32602: bad arguments"), {
        data: [
          {
            code: "invalid_type",
            expected: "array",
            path: ["entities"],
            message: "Invalid input: expected array, received string",
          },
        ],
      }),
      expected: { entities: [{ name: "A" }] },
    },
    {
      name: "an Error whose cause carries the wording",
      input: { names: '["Alice"]' },
      rejection: new Error("tool call failed", {
        cause: new Error("Invalid input: expected array, received string at names"),
      }),
      expected: { names: ["Alice"] },
    },
    {
      name: "Ajv errorsText (data/edits must be array)",
      input: { edits: "[1]", dryRun: "false" },
      rejection: "data/edits must be array, data/dryRun must be boolean",
      expected: { edits: [1], dryRun: "false" },
    },
    {
      name: "an Ajv instance path (/edits must be array)",
      input: { edits: "[1]", other: "[2]" },
      rejection: "/edits must be array",
      expected: { edits: [1], other: "[2]" },
    },
    {
      name: "a property name before must be object",
      input: { filter: '{"a":1}', other: "[2]" },
      rejection: "Validation failed: filter must be object",
      expected: { filter: { a: 1 }, other: "[2]" },
    },
    {
      name: "Ajv ErrorObjects as JSON",
      input: { edits: "[1]", other: "[2]" },
      rejection: new Error(
        JSON.stringify([
          {
            instancePath: "/edits",
            schemaPath: "#/properties/edits/type",
            keyword: "type",
            params: { type: "array" },
            message: "must be array",
          },
        ]),
      ),
      expected: { edits: [1], other: "[2]" },
    },
    {
      name: "pydantic (the loc line above the message)",
      input: { paths, other: "[2]" },
      rejection: mcpText(
        "Error executing tool read_files: 1 validation error for read_filesArguments\npaths\n  Input should be a valid list [type=list_type, input_value='[\"/srv/a.txt\"]', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.11/v/list_type",
      ),
      expected: { paths: ["/srv/a.txt"], other: "[2]" },
    },
    {
      name: "Ajv 6 wording (data.edits should be array)",
      input: { edits: "[1]", other: "[2]" },
      rejection: "data.edits should be array",
      expected: { edits: [1], other: "[2]" },
    },
    {
      name: "Ajv 6 ErrorObjects (dataPath)",
      input: { edits: "[1]", other: "[2]" },
      rejection: JSON.stringify([
        {
          keyword: "type",
          dataPath: ".edits",
          params: { type: "array" },
          message: "should be array",
        },
      ]),
      expected: { edits: [1], other: "[2]" },
    },
    {
      name: "pydantic 1 wording",
      input: { paths, other: "[2]" },
      rejection:
        "1 validation error for Args\npaths\n  value is not a valid list (type=type_error.list)",
      expected: { paths: ["/srv/a.txt"], other: "[2]" },
    },
    {
      name: "pydantic's dictionary wording",
      input: { options: '{"a":true}' },
      rejection:
        "1 validation error for call\noptions\n  Input should be a valid dictionary [type=dict_type, input_value='{\"a\":true}', input_type=str]",
      expected: { options: { a: true } },
    },
    {
      name: "pydantic errors() as JSON",
      input: { paths, other: "[2]" },
      rejection: JSON.stringify([
        { type: "list_type", loc: ["paths"], msg: "Input should be a valid list", input: paths },
      ]),
      expected: { paths: ["/srv/a.txt"], other: "[2]" },
    },
    {
      name: "python-jsonschema (On instance['paths'])",
      input: { paths, other: "[2]" },
      rejection:
        "'[\"/srv/a.txt\"]' is not of type 'array'\n\nFailed validating 'type' in schema['properties']['paths']:\n    {'type': 'array'}\n\nOn instance['paths']:\n    '[\"/srv/a.txt\"]'",
      expected: { paths: ["/srv/a.txt"], other: "[2]" },
    },
    {
      name: "python-jsonschema naming no property: the property whose value it quotes",
      input: { a: '["x"]', b: '{"y":1}', c: "plain", d: "5" },
      rejection: "'[\"x\"]' is not of type 'array'",
      expected: { a: ["x"], b: '{"y":1}', c: "plain", d: "5" },
    },
    {
      name: "python-jsonschema quoting a value with a single quote (escaped in the repr)",
      input: { a: '["it\'s"]', b: "[1]" },
      rejection: "'[\"it\\'s\"]' is not of type 'array'",
      expected: { a: ["it's"], b: "[1]" },
    },
    {
      name: "zod 4 prose: expected record at params.arguments decodes the whole input",
      input: '{"path":"/srv/a.txt"}',
      rejection: "Invalid input: expected record, received string at params.arguments",
      expected: { path: "/srv/a.txt" },
    },
    {
      name: "zod 4 prettifyError with several issues",
      input: { paths, tags: '["a"]', n: "[1]" },
      rejection:
        "✖ Invalid input: expected array, received string\n  → at paths\n✖ Too small: expected number to be >=1\n  → at n\n✖ Invalid input: expected array, received string\n  → at tags",
      expected: { paths: ["/srv/a.txt"], tags: ["a"], n: "[1]" },
    },
    {
      name: "a JSON-RPC error object (code, message)",
      input: { paths, other: "[2]" },
      rejection: {
        code: -32602,
        message:
          "MCP error -32602: Input validation error: Invalid arguments for tool read_multiple_files: Invalid input: expected array, received string at paths",
      },
      expected: { paths: ["/srv/a.txt"], other: "[2]" },
    },
    {
      name: "a JSON-RPC response carrying the error",
      input: { paths },
      rejection: {
        jsonrpc: "2.0",
        id: 3,
        error: { code: -32602, message: "Invalid input: expected array, received string at paths" },
      },
      expected: { paths: ["/srv/a.txt"] },
    },
    {
      name: "the whole input sent as JSON text (expected record at params.arguments)",
      input: '{"path":"/srv/a.txt"}',
      rejection: new Error(
        'MCP error -32603: [\n  {\n    "expected": "record",\n    "code": "invalid_type",\n    "path": [\n      "params",\n      "arguments"\n    ],\n    "message": "Invalid input: expected record, received string"\n  }\n]',
      ),
      expected: { path: "/srv/a.txt" },
    },
  ])("$name", ({ input, rejection, expected }) => {
    const before = structuredClone(input);
    expect(decodeRejectedInput(input, rejection)).toEqual(expected);
    expect(input).toEqual(before);
  });
});

describe("decodeRejectedInput: a rejection that names no property", () => {
  it.each<Case>([
    {
      name: "Ajv's bare must be array: every string property that decodes to an array",
      input: { a: "[1]", b: '{"c":1}', c: "x" },
      rejection: "must be array",
      expected: { a: [1], b: '{"c":1}', c: "x" },
    },
    {
      name: "a zod message with no path",
      input: { a: "[1]" },
      rejection: mcpText("Expected array, received string"),
      expected: { a: [1] },
    },
    {
      name: "pydantic with no loc line: the property whose value input_value quotes",
      input: { a: '["x"]', b: '["y"]' },
      rejection:
        "Input should be a valid list [type=list_type, input_value='[\"y\"]', input_type=str]",
      expected: { a: '["x"]', b: ["y"] },
    },
    {
      name: "python-jsonschema behind the MCP Python SDK's prefix",
      input: { a: '["x"]', b: '["y"]' },
      rejection: mcpText("Input validation error: '[\"y\"]' is not of type 'array'"),
      expected: { a: '["x"]', b: ["y"] },
    },
    {
      name: "the MCP error code before the Python SDK's prefix",
      input: { a: '{"k":1}', b: "[1]" },
      rejection: "MCP error -32602: Input validation error: '{\"k\":1}' is not of type 'object'",
      expected: { a: { k: 1 }, b: "[1]" },
    },
    {
      name: "zod 4's expected record for a property",
      input: { meta: '{"k":1}' },
      rejection: "Invalid input: expected record, received string at meta",
      expected: { meta: { k: 1 } },
    },
  ])("$name", ({ input, rejection, expected }) => {
    expect(decodeRejectedInput(input, rejection)).toEqual(expected);
  });
});

describe("decodeRejectedInput: undefined when it must not retry", () => {
  it.each<Omit<Case, "expected">>([
    {
      name: "a number mismatch",
      input: { head: "5" },
      rejection: mcpText(
        "MCP error -32602: Input validation error: Invalid arguments for tool read_text_file: Invalid input: expected number, received string at head",
      ),
    },
    {
      name: "an unknown tool",
      input: { paths: ["a"] },
      rejection: mcpText("MCP error -32602: Tool read_files not found"),
    },
    {
      name: "a tool that ran and failed",
      input: { paths },
      rejection: mcpText("ENOENT: no such file or directory, open '/srv/a.txt'"),
    },
    {
      name: "a result that is not an error",
      input: { paths },
      rejection: {
        content: [
          { type: "text", text: "Invalid input: expected array, received string at paths" },
        ],
      },
    },
    {
      name: "a range violation",
      input: { count: 20 },
      rejection: "Too big: expected number to be <=10 at count",
    },
    {
      name: "a named property that is not a string",
      input: { observations: [{ contents: "x" }] },
      rejection: "Invalid input: expected array, received string at observations[0].contents",
    },
    {
      name: "a deeper path under a JSON-text property (only that path is named)",
      input: { edits: '[{"tags":"x"}]', other: "[1]" },
      rejection: "Invalid input: expected array, received string at edits[0].tags",
    },
    {
      name: "a bare string that is not JSON",
      input: { paths: "/srv/a.txt" },
      rejection: "Invalid input: expected array, received string at paths",
    },
    {
      name: "JSON of the wrong kind for the named property",
      input: { paths: '{"a":1}' },
      rejection: "Invalid input: expected array, received string at paths",
    },
    {
      name: "a named property missing from the input",
      input: { other: "[1]" },
      rejection: "Invalid input: expected array, received string at paths",
    },
    {
      name: "a jsonschema failure about a non-string instance",
      input: { a: "[1]" },
      rejection: "{'a': 1} is not of type 'array'",
    },
    {
      name: "a pydantic failure about a non-string input",
      input: { a: "[1]" },
      rejection:
        "a\n  Input should be a valid list [type=list_type, input_value=5, input_type=int]",
    },
    {
      name: "a prototype-poisoning payload",
      input: { a: '{"__proto__":{"polluted":true}}' },
      rejection: "Invalid input: expected object, received string at a",
    },
    {
      name: "a string longer than maxStringLength",
      input: { a: "[1,2,3]" },
      rejection: "Invalid input: expected array, received string at a",
      options: { maxStringLength: 5 },
    },
    {
      name: "an input that is neither an object nor a string",
      input: [1],
      rejection: "must be array",
    },
    {
      name: "a rejection that is not text, Error or tool result",
      input: { a: "[1]" },
      rejection: 42,
    },
    {
      name: "a tool's successful output quoting the wording",
      input: { a: "[1]", query: '{"q":1}' },
      rejection: {
        content: [
          {
            type: "text",
            text: "src/x.ts:3: throw new Error('Expected array, received string at a')",
          },
        ],
      },
    },
    {
      name: "a structured result that is not an error, quoting the wording",
      input: { a: "[1]" },
      rejection: {
        structuredContent: { log: "Invalid input: expected array, received string at a" },
      },
    },
    {
      name: "python-jsonschema quoting a value no property holds",
      input: { a: '["y"]' },
      rejection: "'[\"x\"]' is not of type 'array'",
    },
    {
      name: "JSON text for the whole input when the failure is about a property",
      input: '{"a":1}',
      rejection: "Invalid input: expected array, received string at a",
    },
  ] as (Omit<Case, "expected"> & { options?: { maxStringLength: number } })[])(
    "$name",
    (testCase) => {
      const { input, rejection } = testCase;
      const options = (testCase as { options?: { maxStringLength: number } }).options;
      expect(decodeRejectedInput(input, rejection, options)).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

const corpusFile = fileURLToPath(
  new URL("../../../../../shared/corpus/mcp-rejections.json", import.meta.url),
);

interface Captured {
  readonly server: string;
  readonly case: string;
  readonly request: { readonly params: { readonly arguments: unknown } };
  readonly sdkClientSurface: {
    readonly outcome: string;
    readonly text?: string;
    readonly message?: string;
    readonly code?: number;
  };
}

function rejectionOf({ sdkClientSurface: surface }: Captured): unknown {
  if (surface.outcome === "thrown")
    return Object.assign(new Error(surface.message), { code: surface.code });
  return {
    content: [{ type: "text", text: surface.text }],
    isError: surface.outcome === "result.isError",
  };
}

// The cases that say a JSON string was sent where an array or object was expected.
const DECODED = new Set([
  "json-string-array",
  "json-string-array-of-objects",
  "json-string-object",
  "arguments-as-json-string",
]);

describe.skipIf(!existsSync(corpusFile))(
  "decodeRejectedInput over the captured MCP rejections (skipped when ../shared/corpus is absent)",
  () => {
    const corpus = existsSync(corpusFile)
      ? (JSON.parse(readFileSync(corpusFile, "utf8")) as {
          rejections: Captured[];
          acceptedOrInconclusive: Captured[];
        })
      : { rejections: [], acceptedOrInconclusive: [] };
    const all = [...corpus.rejections, ...corpus.acceptedOrInconclusive];

    it("has the captured cases", () => {
      expect(all.length).toBeGreaterThan(30);
    });

    it.each(corpus.rejections.filter((c) => DECODED.has(c.case)))(
      "$server $case: decodes the JSON text the server rejected",
      (captured) => {
        const input = captured.request.params.arguments;
        const decoded = decodeRejectedInput(input, rejectionOf(captured));
        expect(decoded).toBeDefined();
        const original =
          typeof input === "string" ? { "": input } : (input as Record<string, unknown>);
        const repaired =
          typeof input === "string"
            ? { "": JSON.stringify(decoded) }
            : (decoded as Record<string, unknown>);
        for (const [key, value] of Object.entries(original)) {
          const wasJsonText = typeof value === "string" && /^[[{]/.test(value);
          if (wasJsonText) expect(repaired[key]).toEqual(key === "" ? value : JSON.parse(value));
          else expect(repaired[key]).toBe(value);
        }
      },
    );

    // Every other rejection, and the calls that were accepted or failed for another reason.
    it.each([
      ...corpus.rejections.filter((c) => !DECODED.has(c.case)),
      ...corpus.acceptedOrInconclusive,
    ])("$server $case: undefined (unrelated, or nothing to decode)", (captured) => {
      expect(
        decodeRejectedInput(captured.request.params.arguments, rejectionOf(captured)),
      ).toBeUndefined();
    });
  },
);

describe("decodeRejectedInput: hostile inputs", () => {
  const mb = 1_000_000;
  // Each is 1 MB of one wording's worst case; reading it must take linear time (a hang bound
  // of seconds, not a timing assertion: the target, 50 ms, is a benchmark figure).
  it.each([
    {
      name: "pydantic, one long line",
      text: "Input should be a valid list [type=list_type, ".repeat(mb / 48),
    },
    {
      name: "pydantic, lines",
      text: "x\n  Input should be a valid list [type=list_type, input_value='[1]', input_type=str]\n".repeat(
        mb / 80,
      ),
    },
    { name: "python-jsonschema", text: "'[2]' is not of type 'array' ".repeat(mb / 30) },
    {
      name: "zod, one line",
      text: "Invalid input: expected array, received string ".repeat(mb / 48),
    },
    {
      name: "zod, prettified",
      text: "✖ Invalid input: expected array, received string\n  → at ".repeat(mb / 56),
    },
    { name: "Ajv, no spaces", text: `${"a".repeat(mb)} must be array`.repeat(2) },
    { name: "Ajv, many", text: "a/b must be array,".repeat(mb / 18) },
    { name: "brackets", text: "[".repeat(mb / 2) + "]".repeat(mb / 2) },
    { name: "quotes", text: `'${"\\'".repeat(mb / 3)} is not of type 'array'` },
  ])("reads 1 MB of $name at once", { timeout: 5_000 }, ({ text }) => {
    const options = { maxStringLength: 2 * mb };
    // No property here decodes, so every wording answers undefined: only the reading is timed.
    expect(decodeRejectedInput({ a: "[1", b: "x" }, text, options)).toBeUndefined();
    expect(decodeRejectedInput({ a: "[1", b: "x" }, mcpText(text), options)).toBeUndefined();
  });

  it("reads the message of an error whose data cannot be written as JSON (a cycle, a BigInt)", () => {
    const cyclic: Record<string, unknown> = { n: 1n };
    cyclic.self = cyclic;
    for (const data of [cyclic, { n: 1n }]) {
      const rejection = Object.assign(
        new Error("Invalid input: expected array, received string at paths"),
        { data },
      );
      expect(decodeRejectedInput({ paths: '["a"]' }, rejection)).toEqual({ paths: ["a"] });
    }
  });

  it("leaves a 100,000-deep JSON text undecoded", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(
      decodeRejectedInput({ a: deep }, "Invalid input: expected array, received string at a"),
    ).toBeUndefined();
  });

  it("ignores a rejection text longer than maxStringLength", () => {
    const text = `${"x".repeat(2_000_000)} Invalid input: expected array, received string at a`;
    expect(decodeRejectedInput({ a: "[1]" }, text)).toBeUndefined();
    expect(decodeRejectedInput({ a: "[1]" }, text, { maxStringLength: 3_000_000 })).toEqual({
      a: [1],
    });
  });

  it("copies an input with an own __proto__ key as plain data", () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"a":"[1]"}') as Record<
      string,
      unknown
    >;
    const decoded = decodeRejectedInput(
      input,
      "Invalid input: expected array, received string at a",
    );
    expect(decoded?.a).toEqual([1]);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded ?? {})).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("decodes an own __proto__ property the rejection names without touching a prototype", () => {
    const input = JSON.parse('{"__proto__":"[1]"}') as Record<string, unknown>;
    const decoded = decodeRejectedInput(input, "/__proto__ must be array");
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(decoded, "__proto__")?.value).toEqual([1]);
  });
});
