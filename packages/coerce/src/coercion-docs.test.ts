import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";
import { decodeRejectedInput } from "./rejection/decode-rejected-input.js";

// The examples of docs/coercion.md (the differences tables are in test/coercion-differences.test.ts).

describe("docs/coercion.md examples", () => {
  it("mirrors the opening example: edits decoded and fixed inside, head as an integer", () => {
    const schema = {
      type: "object",
      properties: {
        edits: {
          type: "array",
          items: { type: "object", properties: { dryRun: { type: "boolean" } } },
        },
        head: { type: "integer" },
      },
    };
    expect(coerce({ edits: '[{"dryRun":"false"}]', head: "5" }, schema)).toEqual({
      value: { edits: [{ dryRun: false }], head: 5 },
      coercions: [
        { path: ["edits"], rule: "json", from: '[{"dryRun":"false"}]', to: [{ dryRun: "false" }] },
        { path: ["edits", 0, "dryRun"], rule: "boolean", from: "false", to: false },
        { path: ["head"], rule: "integer", from: "5", to: 5 },
      ],
    });
  });

  it('mirrors "The other half of real mistakes": omit, python and wrap in one call', () => {
    const schema = {
      type: "object",
      required: ["path"],
      properties: {
        path: { type: "string" },
        limit: { type: "integer" },
        tags: { type: "array", items: { type: "string" } },
        to: { type: "array", items: { type: "string" } },
      },
    };
    expect(
      coerce({ path: "a.txt", limit: null, tags: "['a', 'b']", to: "ann@example.com" }, schema),
    ).toEqual({
      value: { path: "a.txt", tags: ["a", "b"], to: ["ann@example.com"] },
      coercions: [
        { path: ["limit"], rule: "omit", from: null },
        { path: ["tags"], rule: "python", from: "['a', 'b']", to: ["a", "b"] },
        { path: ["to"], rule: "wrap", from: "ann@example.com", to: ["ann@example.com"] },
      ],
    });
  });

  it('mirrors "When a string is coerced": "[1]" for a string | array parameter stays a string', () => {
    const input = { v: "[1]" };
    expect(coerce(input, { properties: { v: { type: ["string", "array"] } } }).value).toBe(input);
  });

  it('mirrors "Dialects": under draft-07 a prefixItems tuple Ajv ignores is left alone', () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: {
        t: { type: "array", prefixItems: [{ type: "integer" }] },
        n: { type: "integer" },
      },
    };
    const input = { t: ["1"], n: "2" };
    const { value } = coerce(input, schema);
    expect(value).toEqual({ t: ["1"], n: 2 });
    expect((value as typeof input).t).toBe(input.t);
  });

  it('mirrors "Schema support": a $ref and its siblings both apply under draft-07, as in Ajv', () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      definitions: { list: { type: "array" } },
      type: "object",
      properties: { t: { $ref: "#/definitions/list", items: { type: "integer" } } },
    };
    const { $schema: _dropped, ...compiled } = schema; // the validator compiles it without
    const check = new Ajv({ strict: false }).compile(compiled);
    expect(check({ t: ["1"] })).toBe(false); // Ajv checks the sibling `items`
    const { value } = coerce({ t: ["1"] }, schema);
    expect(value).toEqual({ t: [1] });
    expect(check(value)).toBe(true);
  });

  it("mirrors the list of forms left as strings", () => {
    const number = { type: "object", required: ["v"], properties: { v: { type: "number" } } };
    for (const sent of ["1e5", ".5", "1.", "+5", " 30", "30 ", "0x10", "NaN", "Infinity", ""]) {
      expect((coerce({ v: sent }, number).value as { v: unknown }).v).toBe(sent);
    }
    const boolean = { type: "object", properties: { v: { type: "boolean" } } };
    for (const sent of ["yes", "1"]) {
      expect((coerce({ v: sent }, boolean).value as { v: unknown }).v).toBe(sent);
    }
    for (const sent of ["9".repeat(400), "9007199254740993"]) {
      expect((coerce({ v: sent }, number).value as { v: unknown }).v).toBe(sent);
    }
    const array = { type: "object", properties: { v: { type: "array" } } };
    for (const sent of [
      "[9007199254740993]",
      "[100000000000000000000000]",
      "[9007199254740994]",
      "[1,",
      '{"a":1}',
      '[{"__proto__":{}}]',
      '[{"constructor":{"prototype":{}}}]',
    ]) {
      expect((coerce({ v: sent }, array).value as { v: unknown }).v).toBe(sent);
    }
  });

  it('mirrors the nullable exception: anyOf [X, {type: null}] is X, and "null" becomes null', () => {
    const schema = {
      type: "object",
      properties: { v: { anyOf: [{ type: "integer" }, { type: "null" }] } },
    };
    expect(coerce({ v: "3" }, schema).value).toEqual({ v: 3 });
    expect(coerce({ v: "null" }, schema).value).toEqual({ v: null });
  });

  it("mirrors the unions section: left alone by default, analysed on request", () => {
    const schema = { anyOf: [{ type: "number" }, { type: "array" }] };
    expect(coerce("5", schema).value).toBe("5");
    expect(coerce("5", schema, { unions: "analyze" }).value).toBe(5);
    const narrowing = {
      type: "object",
      properties: { a: { type: "number" } },
      anyOf: [{ required: ["a"] }, { required: ["b"] }],
    };
    expect(coerce({ a: "1" }, narrowing).value).toEqual({ a: 1 });
  });

  it("mirrors the decodeRejectedInput example", () => {
    const input = { path: "a.txt", edits: '[{"oldText":"a","newText":"b"}]' };
    const rejection = {
      isError: true,
      content: [
        {
          type: "text",
          text: "MCP error -32602: Input validation error: Invalid arguments for tool edit_file: Invalid input: expected array, received string at edits",
        },
      ],
    };
    expect(decodeRejectedInput(input, rejection)).toEqual({
      path: "a.txt",
      edits: [{ oldText: "a", newText: "b" }],
    });
  });

  it("mirrors 'a number or boolean mismatch is not a reason to retry'", () => {
    expect(
      decodeRejectedInput({ head: "5" }, "Invalid input: expected number, received string at head"),
    ).toBeUndefined();
  });
});
