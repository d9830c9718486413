import { describe, expect, it } from "vitest";
import { runModule } from "../test-support/run-module.js";
import { MAX_PARAMETERS_LINE, parametersLine } from "./parameters-line.js";

describe("parametersLine", () => {
  it.each([
    [
      "names, types and required",
      { properties: { path: { type: "string" }, n: { type: "integer" } }, required: ["path"] },
      "t takes `path` (string, required), `n` (integer)",
    ],
    [
      "nested object keys",
      { properties: { edits: { type: "array", items: { properties: { a: {}, b: {} } } } } },
      "t takes `edits` (array of objects with `a`, `b`)",
    ],
    [
      "arrays of scalars",
      { properties: { paths: { type: "array", items: { type: "string" } } } },
      "t takes `paths` (array of strings)",
    ],
    [
      "an object parameter",
      { properties: { options: { type: "object", properties: { depth: {} } } } },
      "t takes `options` (object with `depth`)",
    ],
    [
      "few enum values",
      { properties: { mode: { type: "string", enum: ["content", "count"] } } },
      "t takes `mode` (string, one of `content`, `count`)",
    ],
    [
      "many enum values as the type alone",
      { properties: { n: { type: "integer", enum: [1, 2, 3, 4, 5, 6, 7] } } },
      "t takes `n` (integer)",
    ],
    [
      "a nullable type",
      { properties: { after: { anyOf: [{ type: "string" }, { type: "null" }] } } },
      "t takes `after` (string or null)",
    ],
    [
      "an empty string among enum values, in words",
      { properties: { sep: { type: "string", enum: ["", ","] } } },
      "t takes `sep` (string, one of an empty string, `,`)",
    ],
    [
      "an empty string as const, in words",
      { properties: { sep: { const: "" } } },
      "t takes `sep` (always an empty string)",
    ],
    ["no type at all", { properties: { x: {} } }, "t takes `x`"],
    ["no parameters", { type: "object", properties: {} }, "t takes no parameters"],
  ])("renders %s", (_case, schema, expected) => {
    expect(parametersLine("t", { inputSchema: schema })).toBe(expected);
  });

  it("is undefined for a schema that declares no properties", () => {
    expect(parametersLine("t", { inputSchema: { type: "object" } })).toBeUndefined();
    expect(parametersLine("t", { inputSchema: true })).toBeUndefined();
  });

  it("is bounded, counting the parameters left out", () => {
    const properties = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`parameter_${i}`, { type: "string" }]),
    );
    const line = parametersLine("t", { inputSchema: { properties } }) ?? "";
    expect(line.length).toBeLessThanOrEqual(MAX_PARAMETERS_LINE + 20);
    expect(line).toMatch(/, …and \d+ more$/);
  });

  it("names a parameter whose description is past the cap by its type, never naming nothing", () => {
    const keys = ["a", "b", "c", "d", "e", "f", "g"].map((k) => k.repeat(40));
    const items = {
      type: "object",
      properties: Object.fromEntries(keys.map((key) => [key, { type: "string" }])),
    };
    const name = "mcp__analytics__create_dashboard_widget_from_saved_query";
    const schema = {
      properties: {
        [`widget_configuration_items_${"x".repeat(30)}`]: { type: "array", items },
        title: { type: "string" },
        query_id: { type: "string" },
      },
      required: ["title", "query_id"],
    };
    expect(parametersLine(name, { inputSchema: schema })).toBe(
      `${name} takes \`widget_configuration_items_${"x".repeat(30)}\` (array), \`title\` (string, required), \`query_id\` (string, required)`,
    );
  });

  it("names a parameter alone where not even its type fits, and goes on", () => {
    const values = ["a", "b", "c", "d", "e", "f"].map((k) => k.repeat(40));
    const schema = {
      properties: {
        mode: { enum: values },
        value: { type: ["string", "null"], enum: ["x", null] },
        other: { type: "string" },
      },
      required: ["value"],
    };
    const name = "t".repeat(80);
    const mode = `\`mode\` (one of ${values.map((v) => `\`${v}\``).join(", ")})`;
    expect(parametersLine(name, { inputSchema: schema })).toBe(
      `${name} takes ${mode}, \`value\` (required), \`other\``,
    );
  });

  it("prints only JSON Schema's type words, never a schema's other text or Object.prototype's", () => {
    const schema = {
      properties: {
        tags: { type: "array", items: { type: "constructor" } },
        kind: { type: "str\ning" },
        either: { type: ["string", "toString"] },
        q: { type: "string" },
      },
      required: ["q"],
    };
    expect(parametersLine("search", { inputSchema: schema })).toBe(
      "search takes `tags` (array), `kind`, `either`, `q` (string, required)",
    );
  });

  it("escapes hostile names", () => {
    expect(
      parametersLine("a\nb", { inputSchema: { properties: { "x`y": { type: "string" } } } }),
    ).toBe('a\\nb takes `["x\\u0060y"]` (string)');
  });

  it("names a parameter as the other lines do: an empty key or one with a dot in brackets", () => {
    const inputSchema = {
      properties: { "": { type: "string" }, "a.b": { type: "number" }, c: { type: "boolean" } },
      required: [""],
    };
    expect(parametersLine("t", { inputSchema })).toBe(
      't takes `[""]` (string, required), `["a.b"]` (number), `c` (boolean)',
    );
  });

  it("reads a shared sub-object once per bound, not once per path", () => {
    const shared = (depth: number) => {
      let node: object = { type: "string" };
      for (let i = 0; i < depth; i++) node = { anyOf: [node, node] };
      return { properties: { p: node, q: { anyOf: [{ type: "string" }, { type: "null" }] } } };
    };
    expect(parametersLine("t", { inputSchema: shared(3) })).toBe(
      "t takes `p` (string), `q` (string or null)",
    );
    // Deeper than the bound: named alone, the other parameters as before.
    expect(parametersLine("t", { inputSchema: shared(9) })).toBe(
      "t takes `p`, `q` (string or null)",
    );
    const cycle: Record<string, unknown> = {};
    cycle.anyOf = [cycle];
    expect(parametersLine("t", { inputSchema: { properties: { c: cycle } } })).toBe("t takes `c`");
  });

  // In a child process under a hang bound: unbounded, the walk reads 2^30 nodes and never ends.
  it("answers a session's second call on a 30-deep shared schema (a DAG)", () => {
    const script = `
        import { createToolCatalog } from "@tool-input/validate";
        let node = { type: "string" };
        for (let i = 0; i < 30; i++) node = { anyOf: [node, node] };
        const tool = { name: "t", inputSchema: { type: "object", properties: { p: node } } };
        const session = createToolCatalog([tool], { onSchemaError: "reject" }).createSession();
        session.checkCall({ name: "t", arguments: "{}" });
        process.stdout.write(session.checkCall({ name: "t", arguments: "{}" }).message);`;
    const child = runModule(script, { timeout: 20_000 });
    expect(child.error?.message ?? child.stderr).toBe("");
    expect(child.stdout.split("\n").at(-1)).toBe("t takes `p`");
  }, 30_000);

  it("shows the first characters of a const or enum value that shares its parts", () => {
    const script = `
        import { createToolCatalog } from "@tool-input/validate";
        let node = "x";
        for (let i = 0; i < 30; i++) node = [node, node];
        const tool = { name: "t", inputSchema: { type: "object", properties: { p: { const: node }, e: { enum: [node, 1] } } } };
        const session = createToolCatalog([tool], { onSchemaError: "reject" }).createSession();
        session.checkCall({ name: "t", arguments: "{}" });
        process.stdout.write(session.checkCall({ name: "t", arguments: "{}" }).message);`;
    const child = runModule(script, { timeout: 20_000 });
    expect(child.error?.message ?? child.stderr).toBe("");
    const shown = `\`${"[".repeat(30)}"x","x"],…\``;
    expect(child.stdout.split("\n").at(-1)).toBe(
      `t takes \`p\` (always ${shown}), \`e\` (one of ${shown}, \`1\`)`,
    );
  }, 30_000);
});
