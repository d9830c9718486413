import type { Coercion } from "@tool-input/coerce";
import type { AjvErrorLike } from "@tool-input/format";
import { describe, expect, it } from "vitest";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition } from "../types.js";
import { restoreRequiredOmissions } from "./restore-required-omissions.js";

const missing = (instancePath: string, key: string, keyword = "required"): AjvErrorLike => ({
  keyword,
  instancePath,
  schemaPath: `#/then/${keyword}`,
  params: { missingProperty: key },
});
const omitted = (path: (string | number)[], from: unknown = null): Coercion => ({
  path,
  rule: "omit",
  from,
});

describe("restoreRequiredOmissions", () => {
  it("puts back what was sent where the errors ask for a key rule omit removed", () => {
    const value = Object.freeze({ items: Object.freeze([Object.freeze({ mode: "file" })]) });
    const number: Coercion = { path: ["n"], rule: "number", from: "5", to: 5 };
    const coercions = [omitted(["items", 0, "path"]), number, omitted(["note"], "")];
    const restored = restoreRequiredOmissions({ value, coercions }, [missing("/items/0", "path")]);
    expect(restored).toEqual({
      value: { items: [{ mode: "file", path: null }] },
      coercions: [number, omitted(["note"], "")],
      required: new Set(["/items/0/path"]),
    });
    expect(value).toEqual({ items: [{ mode: "file" }] });
  });

  it("reads the key as a JSON pointer token, as Ajv writes instancePath", () => {
    const coercions = [omitted(["a/b", "c~d"])];
    const restored = restoreRequiredOmissions({ value: { "a/b": {} }, coercions }, [
      missing("/a~1b", "c~d", "dependentRequired"),
    ]);
    expect(restored?.value).toEqual({ "a/b": { "c~d": null } });
  });

  it("says nothing is required outright where a union was among the errors", () => {
    const union: AjvErrorLike = {
      keyword: "oneOf",
      instancePath: "",
      schemaPath: "#/oneOf",
      params: {},
    };
    const restored = restoreRequiredOmissions({ value: {}, coercions: [omitted(["a"])] }, [
      missing("", "a"),
      union,
    ]);
    expect(restored).toEqual({ value: { a: null }, coercions: [], required: new Set() });
  });

  it("leaves the value alone where no missing key was omitted", () => {
    const coerced = { value: { b: 1 }, coercions: [omitted(["a"])] };
    expect(restoreRequiredOmissions(coerced, [missing("", "b")])).toBeUndefined();
    expect(restoreRequiredOmissions(coerced, [missing("/x", "a")])).toBeUndefined();
    expect(restoreRequiredOmissions(coerced, [])).toBeUndefined();
  });

  it("reads a report of 50,000 unions and 50,000 missing keys in linear time", () => {
    const count = 50_000;
    const items = Array.from({ length: count }, () => ({ c: 3 }));
    const errors: AjvErrorLike[] = [];
    const coercions: Coercion[] = [];
    for (let i = 0; i < count; i++) {
      errors.push({ keyword: "oneOf", instancePath: `/${i}/c`, schemaPath: "#/oneOf", params: {} });
      errors.push(missing(`/${i}`, "a"));
      coercions.push(omitted([i, "a"]));
    }
    const started = Date.now();
    const restored = restoreRequiredOmissions({ value: items, coercions }, errors);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(restored?.required.size).toBe(count);
    expect(((restored?.value ?? []) as unknown[])[count - 1]).toEqual({ c: 3, a: null });
  });

  it("keeps a null prototype and leaves a place that is no longer a container", () => {
    const bare = Object.assign(Object.create(null) as object, { mode: "file" });
    const coercions = [omitted(["o", "path"]), omitted(["s", "x"])];
    const restored = restoreRequiredOmissions({ value: { o: bare, s: "text" }, coercions }, [
      missing("/o", "path"),
      missing("/s", "x"),
    ]);
    const { o, s } = (restored?.value ?? {}) as { o: object; s: unknown };
    expect(Object.getPrototypeOf(o)).toBeNull();
    expect({ ...o }).toEqual({ mode: "file", path: null });
    expect(s).toBe("text");
  });
});

// A key rule `omit` takes as optional, asked for on a condition (docs/pipeline.md, "A key
// required on a condition"): the rejection speaks of the null the model sent.
const mode = { type: "string", enum: ["file", "url"] };
const ifFile = { properties: { mode: { const: "file" } }, required: ["mode"] };
const open: ToolDefinition = {
  name: "open",
  inputSchema: {
    type: "object",
    properties: { mode, path: { type: "string" }, n: { type: "integer" } },
    if: ifFile,
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then` keyword
    then: { required: ["path"] },
  },
};
const chain = (length: number): ToolDefinition => {
  const keys = Array.from({ length }, (_, i) => `k${i}`);
  return {
    name: "chain",
    inputSchema: {
      type: "object",
      properties: Object.fromEntries(keys.map((k) => [k, { type: "string" }])),
      dependentRequired: Object.fromEntries(keys.slice(0, -1).map((k, i) => [k, [keys[i + 1]]])),
    },
  };
};
const head = (tool: string, one = true) =>
  `${tool} failed due to the following ${one ? "issue" : "issues"}:\n`;
const nullLine = (path: string, hint = true) =>
  `The parameter \`${path}\` type is expected as \`string\` but provided as \`null\`${hint ? " (it is required: send a value, not null)" : ""}`;

describe.each(["ajv", "interpreter"] as const)("a key required on a condition (%s)", (engine) => {
  const validator = createValidator({ engine });
  const answer = (tool: ToolDefinition, input: unknown) => {
    const result = validator.validateToolInput(tool, input);
    return result.ok
      ? { ok: true, value: result.value, coercions: result.coercions }
      : { ok: false, message: result.message, coercions: result.coercions };
  };

  it("under if/then keeps its null, and the line says to send a value", () => {
    const input = Object.freeze({ mode: "file", path: null, n: "5" });
    expect(answer(open, input)).toEqual({
      ok: false,
      message: head("open") + nullLine("path"),
      coercions: [{ path: ["n"], rule: "integer", from: "5", to: 5 }],
    });
    expect(input).toEqual({ mode: "file", path: null, n: "5" });
  });

  it("is removed as before where the condition does not hold", () => {
    expect(answer(open, { mode: "url", path: null })).toEqual({
      ok: true,
      value: { mode: "url" },
      coercions: [{ path: ["path"], rule: "omit", from: null }],
    });
  });

  it("inside a list, under dependentRequired and draft-07 dependencies", () => {
    const list: ToolDefinition = {
      name: "batch",
      inputSchema: {
        type: "object",
        properties: { items: { type: "array", items: open.inputSchema } },
      },
    };
    expect(answer(list, { items: [{ mode: "url" }, { mode: "file", path: null }] })).toMatchObject({
      ok: false,
      message: head("batch") + nullLine("items[1].path"),
    });
    const needs = {
      type: "object",
      properties: { a: { type: "string" }, b: { type: "string" } },
    };
    const dependent = { name: "pair", inputSchema: { ...needs, dependentRequired: { a: ["b"] } } };
    expect(answer(dependent, { a: "x", b: null })).toMatchObject({
      message: head("pair") + nullLine("b"),
    });
    const draft7: ToolDefinition = {
      name: "pair",
      inputSchema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        ...needs,
        dependencies: { a: ["b"] },
      },
    };
    expect(answer(draft7, { a: "x", b: null })).toMatchObject({
      message: head("pair") + nullLine("b"),
    });
  });

  it("asked for by one branch of a union keeps its null, without saying it is required", () => {
    const either: ToolDefinition = {
      name: "either",
      inputSchema: {
        type: "object",
        properties: { a: { type: "string" }, b: { type: "string" } },
        oneOf: [{ required: ["a"] }, { required: ["b"] }],
      },
    };
    expect(answer(either, { a: null })).toEqual({
      ok: false,
      message: head("either") + nullLine("a", false),
      coercions: [],
    });
  });

  it("says it is required beside a union elsewhere, but not for one item of contains", () => {
    const beside: ToolDefinition = {
      name: "beside",
      inputSchema: {
        ...(open.inputSchema as object),
        properties: {
          ...(open.inputSchema as { properties: object }).properties,
          c: { oneOf: [{ type: "string" }, { type: "boolean" }] },
        },
      },
    };
    expect(answer(beside, { mode: "file", path: null, c: 3 })).toMatchObject({
      message: expect.stringContaining(nullLine("path")),
    });
    const one: ToolDefinition = {
      name: "one",
      inputSchema: {
        type: "object",
        properties: {
          list: {
            type: "array",
            items: { type: "object", properties: { x: { type: "string" } } },
            contains: { required: ["x"] },
          },
        },
      },
    };
    // The interpreter reports the contains keyword alone; Ajv each item's missing key too.
    const items = `${head("one", false)}${nullLine("list[0].x", false)}\n${nullLine("list[1].x", false)}`;
    const whole = `${head("one")}The parameter \`list\` must contain at least 1 item matching the required shape`;
    expect(answer(one, { list: [{ x: null }, { x: null }] })).toMatchObject({
      message: engine === "ajv" ? items : whole,
    });
  });

  it("follows a chain a few rounds, then says what is still missing", () => {
    const three = { k0: "x", k1: null, k2: null };
    expect(answer(chain(3), three)).toMatchObject({
      message: `${head("chain", false)}${nullLine("k1")}\n${nullLine("k2")}`,
    });
    const long = {
      k0: "x",
      ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${i + 1}`, null])),
    };
    const result = answer(chain(8), long);
    expect(result.message).toBe(
      `${head("chain", false)}${["k1", "k2", "k3", "k4"].map((k) => nullLine(k)).join("\n")}\nThe parameter \`k5\` is required when \`k4\` is provided`,
    );
    expect(result.coercions).toEqual(["k5", "k6", "k7"].map((k) => omitted([k])));
  });
});
