import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { createValidator, type ToolDefinition, validateToolInput } from "@tool-input/validate";
import { describe, expect, it } from "vitest";

// The behaviours the examples of docs/pipeline.md and packages/validate/README.md show, pinned
// here; the examples themselves run as pasted in test/doc-examples.test.ts.

describe("docs/pipeline.md", () => {
  it("example 1 (a call step by step): valid, repaired, rejected", () => {
    // example
    const grep = {
      name: "Grep",
      inputSchema: {
        type: "object",
        properties: {
          pattern: { type: "string" },
          "-n": { type: "boolean" },
          head_limit: { type: "number" },
        },
        required: ["pattern"],
        additionalProperties: false,
      },
    };

    const input = { pattern: "TODO" };
    const valid = validateToolInput(grep, input);
    // { ok: true, status: "accepted", value: input, coercions: [] }, and valid.value === input

    const repaired = validateToolInput(grep, { pattern: "TODO", "-n": "true", head_limit: "30" });
    // { ok: true, status: "accepted", value: { pattern: "TODO", "-n": true, head_limit: 30 },
    //   coercions: [
    //   { path: ["-n"], rule: "boolean", from: "true", to: true },
    //   { path: ["head_limit"], rule: "number", from: "30", to: 30 } ] }

    const rejected = validateToolInput(grep, { n: true });
    // rejected.message:
    // Grep failed due to the following issues:
    // The required parameter `pattern` is missing
    // An unexpected parameter `n` was provided (did you mean `-n`?)
    // example

    expect(valid).toEqual({ ok: true, status: "accepted", value: input, coercions: [] });
    expect(valid.ok && valid.value).toBe(input);
    expect(repaired).toEqual({
      ok: true,
      status: "accepted",
      value: { pattern: "TODO", "-n": true, head_limit: 30 },
      coercions: [
        { path: ["-n"], rule: "boolean", from: "true", to: true },
        { path: ["head_limit"], rule: "number", from: "30", to: 30 },
      ],
    });
    expect(rejected.ok).toBe(false);
    expect(!rejected.ok && rejected.message).toBe(
      "Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided (did you mean `-n`?)",
    );
    expect(!rejected.ok && rejected.toolUseError).toBe(
      "<tool_use_error>InputValidationError: Grep failed due to the following issues:\nThe required parameter `pattern` is missing\nAn unexpected parameter `n` was provided (did you mean `-n`?)</tool_use_error>",
    );
  });

  it("a key required on a condition keeps its null; where the condition does not hold it is omitted", () => {
    // example
    const open = {
      name: "open",
      inputSchema: {
        type: "object",
        properties: { mode: { enum: ["file", "url"] }, path: { type: "string" } },
        required: ["mode"],
        if: { properties: { mode: { const: "file" } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
        then: { required: ["path"] },
      },
    };

    const rejected = validateToolInput(open, { mode: "file", path: null });
    // rejected.message:
    // open failed due to the following issue:
    // The parameter `path` type is expected as `string` but provided as `null` (it is required: send a value, not null)

    const repaired = validateToolInput(open, { mode: "url", path: null });
    // repaired.value: { mode: "url" }
    // example

    expect(rejected).toMatchObject({
      ok: false,
      message:
        "open failed due to the following issue:\nThe parameter `path` type is expected as `string` but provided as `null` (it is required: send a value, not null)",
      coercions: [],
    });
    expect(repaired).toEqual({
      ok: true,
      status: "accepted",
      value: { mode: "url" },
      coercions: [{ path: ["path"], rule: "omit", from: null }],
    });
  });

  it("example 2 (schemaError): a schema that cannot compile passes the input, or rejects it", () => {
    // example
    const broken = {
      name: "lookup",
      inputSchema: { type: "object", properties: { id: { $ref: "#/$defs/id" } } },
    };

    const passed = validateToolInput(broken, { id: 7 });
    // { ok: true, status: "unchecked", value: { id: 7 }, coercions: [], schemaError: "The input
    //   schema of tool `lookup` could not be compiled: can't resolve reference #/$defs/id from id #; the input
    //   was not validated." }

    const refused = validateToolInput(broken, { id: 7 }, { onSchemaError: "reject" });
    // refused.message:
    // lookup failed due to the following issue:
    // The input could not be checked, because the tool's input schema could not be compiled (can't resolve reference #/$defs/id from id #)
    // example

    expect(passed).toEqual({
      ok: true,
      status: "unchecked",
      value: { id: 7 },
      coercions: [],
      schemaError:
        "The input schema of tool `lookup` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    });
    expect(!refused.ok && refused.message).toBe(
      "lookup failed due to the following issue:\nThe input could not be checked, because the tool's input schema could not be compiled (can't resolve reference #/$defs/id from id #)",
    );
  });

  it("example 3 (Validator#validate): Ajv's answer, without coercion", () => {
    // example
    const validator = createValidator();
    const schema = { type: "object", properties: { n: { type: "integer" } } };

    validator.validate(schema, { n: 1 }); // { status: "valid", valid: true, errors: [] }
    const result = validator.validate(schema, { n: "1" });
    // { status: "invalid", valid: false, errors: [{ keyword: "type", instancePath: "/n", … }] }
    validator.validate({ $ref: "#/nope" }, {});
    // { status: "unchecked", valid: false, errors: [], schemaError: "The schema could not be
    //   compiled: can't resolve reference #/nope from id #." }
    // example

    expect(validator.validate(schema, { n: 1 })).toEqual({
      valid: true,
      status: "valid",
      errors: [],
    });
    expect(result.valid).toBe(false);
    expect(result.errors).toMatchObject([{ keyword: "type", instancePath: "/n" }]);
    expect(validator.validate({ $ref: "#/nope" }, {})).toEqual({
      valid: false,
      status: "unchecked",
      errors: [],
      schemaError: "The schema could not be compiled: can't resolve reference #/nope from id #.",
    });
  });

  it("example 4 (a tool registry's dispatch)", async () => {
    // example
    interface RegisteredTool extends ToolDefinition {
      run(input: unknown): Promise<string>;
    }

    const validator = createValidator({ booleans: "caseless" });
    const registry = new Map<string, RegisteredTool>([
      [
        "read_lines",
        {
          name: "read_lines",
          inputSchema: {
            type: "object",
            properties: { path: { type: "string" }, head: { type: "integer", minimum: 1 } },
            required: ["path"],
          },
          run: async (input) => `read ${JSON.stringify(input)}`,
        },
      ],
    ]);

    async function dispatch(call: { id: string; name: string; input: unknown }) {
      const tool = registry.get(call.name);
      if (tool === undefined) {
        return { tool_use_id: call.id, is_error: true, content: `No such tool: ${call.name}` };
      }
      const checked = validator.validateToolInput(tool, call.input);
      if (!checked.ok) {
        // Claude Code's wrapper, so a model trained on it recognises the answer.
        return { tool_use_id: call.id, is_error: true, content: checked.toolUseError };
      }
      return { tool_use_id: call.id, content: await tool.run(checked.value) };
    }
    // example

    expect(
      await dispatch({ id: "1", name: "read_lines", input: { path: "a", head: "5" } }),
    ).toEqual({ tool_use_id: "1", content: 'read {"path":"a","head":5}' });
    expect(
      await dispatch({ id: "2", name: "read_lines", input: { path: "a", head: "0" } }),
    ).toEqual({
      tool_use_id: "2",
      is_error: true,
      content:
        "<tool_use_error>InputValidationError: read_lines failed due to the following issue:\nThe parameter `head` must be at least `1` but was `0`</tool_use_error>",
    });
    expect(await dispatch({ id: "3", name: "nope", input: {} })).toEqual({
      tool_use_id: "3",
      is_error: true,
      content: "No such tool: nope",
    });
  });

  it("example 6 (a low-level MCP Server's CallTool handler) and example 7 (McpServer)", async () => {
    // example
    const tools = [
      {
        name: "add",
        description: "Adds two numbers.",
        inputSchema: {
          type: "object" as const,
          properties: { a: { type: "number" }, b: { type: "number" } },
          required: ["a", "b"],
        },
        run: (args: { a: number; b: number }): CallToolResult => ({
          content: [{ type: "text", text: String(args.a + args.b) }],
        }),
      },
    ];
    const validator = createValidator();

    function serveTools(server: Server): void {
      server.setRequestHandler(ListToolsRequestSchema, () => ({
        tools: tools.map(({ run: _run, ...tool }) => tool),
      }));
      server.setRequestHandler(CallToolRequestSchema, (request) => {
        const tool = tools.find((candidate) => candidate.name === request.params.name);
        if (tool === undefined) {
          return {
            content: [{ type: "text", text: `Unknown tool ${request.params.name}` }],
            isError: true,
          };
        }
        const checked = validator.validateToolInput(tool, request.params.arguments ?? {});
        if (!checked.ok) {
          return { content: [{ type: "text", text: checked.message }], isError: true };
        }
        return tool.run(checked.value as { a: number; b: number });
      });
    }

    // Example 6: the low-level Server.
    const server = new Server({ name: "calc", version: "1.0.0" }, { capabilities: { tools: {} } });
    serveTools(server);

    // Example 7: an McpServer that also serves prompts or resources; its tools go through
    // `mcp.server` (do not call mcp.registerTool as well: it would claim the same handlers).
    const mcp = new McpServer({ name: "calc", version: "1.0.0" });
    mcp.server.registerCapabilities({ tools: {} });
    serveTools(mcp.server);
    // example

    for (const target of [server, mcp]) {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await target.connect(serverSide);
      const client = new Client({ name: "test", version: "0.0.0" });
      await client.connect(clientSide);
      const listed = await client.listTools();
      expect(listed.tools.map((tool) => tool.inputSchema)).toEqual([tools[0]?.inputSchema]);
      expect(await client.callTool({ name: "add", arguments: { a: "2", b: 3 } })).toEqual({
        content: [{ type: "text", text: "5" }],
      });
      expect(await client.callTool({ name: "add", arguments: { a: "two", b: 3 } })).toEqual({
        content: [
          {
            type: "text",
            text: "add failed due to the following issue:\nThe parameter `a` type is expected as `number` but provided as `string`",
          },
        ],
        isError: true,
      });
      await client.close();
    }
  });
});

describe("packages/validate/README.md", () => {
  it("the example runs as written", () => {
    // example
    const readFile = {
      name: "read_text_file",
      inputSchema: {
        type: "object",
        properties: { path: { type: "string" }, head: { type: "number" } },
        required: ["path"],
      },
    };

    const result = validateToolInput(readFile, { path: "notes.txt", head: "5" });
    if (result.ok) {
      console.log(result.value); // { path: "notes.txt", head: 5 }
    } else {
      console.log(result.toolUseError); // send this back to the model as the tool result
    }
    // example

    expect(result).toEqual({
      ok: true,
      status: "accepted",
      value: { path: "notes.txt", head: 5 },
      coercions: [{ path: ["head"], rule: "number", from: "5", to: 5 }],
    });
  });
});
