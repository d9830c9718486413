import type { JsonSchema } from "@tool-input/json";
import { describe, expect, it } from "vitest";
import { validateToolInput } from "../validate-tool-input.js";
import { projectToolSchema } from "./project-tool-schema.js";
import type { ProjectedTool, ProjectionTarget } from "./types.js";

// docs/providers.md, "Recursive schemas": OpenAI's strict mode takes recursion through `$defs`
// and `$ref`, so a schema object a reference reaches from inside itself is written once there.

const tree = {
  type: "object",
  properties: { root: { $ref: "#/$defs/Node" } },
  required: ["root"],
  $defs: {
    Node: {
      type: "object",
      description: "A node",
      properties: {
        label: { type: "string" },
        children: { type: "array", items: { $ref: "#/$defs/Node" } },
        parent: { $ref: "#/$defs/Node", description: "up" },
      },
      required: ["label"],
    },
  },
};

function projected(inputSchema: unknown, target: ProjectionTarget = "openai-strict") {
  const result = projectToolSchema({ name: "t", inputSchema: inputSchema as JsonSchema }, target);
  if (!result.ok) throw new Error(result.reason);
  return result as ProjectedTool;
}

function refusal(inputSchema: unknown, target: ProjectionTarget = "openai-strict"): string {
  const result = projectToolSchema({ name: "t", inputSchema: inputSchema as JsonSchema }, target);
  return result.ok ? "projected" : result.reason;
}

describe("recursive schemas under openai-strict", () => {
  it("writes a recursive definition once under $defs and refers to it at every use", () => {
    const result = projected(tree);
    const node = { $ref: "#/$defs/Node" };
    expect(result.inputSchema).toEqual({
      type: "object",
      properties: { root: node },
      required: ["root"],
      additionalProperties: false,
      $defs: {
        Node: {
          type: "object",
          description: "A node",
          properties: {
            label: { type: "string" },
            children: { type: ["array", "null"], items: node },
            parent: { anyOf: [node, { type: "null" }] },
          },
          required: ["label", "children", "parent"],
          additionalProperties: false,
        },
      },
    });
    const inside = ["properties", "root", "properties"];
    expect(result.changes).toEqual([
      { kind: "ref-to-definition", path: ["properties", "root"], ref: "#/$defs/Node" },
      {
        kind: "ref-to-definition",
        path: [...inside, "children", "items"],
        ref: "#/$defs/Node",
      },
      { kind: "made-nullable", path: [...inside, "children"] },
      // A `$ref` is written alone: the text beside it is not.
      { kind: "keyword-dropped", path: [...inside, "parent"], keyword: "description" },
      { kind: "ref-to-definition", path: [...inside, "parent"], ref: "#/$defs/Node" },
      { kind: "made-nullable", path: [...inside, "parent"] },
      { kind: "closed", path: ["properties", "root"] },
      { kind: "closed", path: [] },
    ]);
  });

  it("lifts the nulls of optional keys at every depth of the recursion", () => {
    const sent = {
      root: {
        label: "a",
        children: [{ label: "b", children: [{ label: "c", children: null, parent: null }] }],
        parent: null,
      },
    };
    const original = {
      root: { label: "a", children: [{ label: "b", children: [{ label: "c" }] }] },
    };
    const lifted = projected(tree).lift(sent);
    expect(lifted.value).toEqual(original);
    expect(lifted.coercions.map((c) => c.path.join("."))).toEqual([
      "root.children.0.children.0.children",
      "root.children.0.children.0.parent",
      "root.parent",
    ]);
    const checked = validateToolInput({ name: "t", inputSchema: tree }, sent, {
      projection: "openai-strict",
    });
    expect(checked).toMatchObject({ ok: true, value: original });
  });

  it("refers to the root as `#`, with no $defs", () => {
    const inputSchema = {
      type: "object",
      properties: { name: { type: "string" }, child: { $ref: "#" } },
      required: ["name"],
    };
    const result = projected(inputSchema);
    expect(result.inputSchema).toEqual({
      type: "object",
      properties: {
        name: { type: "string" },
        child: { anyOf: [{ $ref: "#" }, { type: "null" }] },
      },
      required: ["name", "child"],
      additionalProperties: false,
    });
    const sent = { name: "a", child: { name: "b", child: { name: "c", child: null } } };
    expect(result.lift(sent).value).toEqual({
      name: "a",
      child: { name: "b", child: { name: "c" } },
    });
  });

  it("names a definition after what its reference says, kept apart from another of that name", () => {
    const inputSchema = {
      type: "object",
      properties: {
        tree: {
          type: "array",
          items: {
            type: "object",
            properties: { kids: { $ref: "#/properties/tree" }, n: { $ref: "#/$defs/N" } },
          },
        },
        n: { $ref: "#/definitions/N" },
      },
      $defs: { N: { type: "object", properties: { next: { $ref: "#/$defs/N" } } } },
      definitions: { N: { type: "object", properties: { up: { $ref: "#/definitions/N" } } } },
    };
    const schema = projected(inputSchema).inputSchema as { $defs: Record<string, unknown> };
    expect(Object.keys(schema.$defs)).toEqual(["tree", "N", "N_2"]);
    expect(schema.$defs.N_2).toMatchObject({
      properties: { up: { anyOf: [{ $ref: "#/$defs/N_2" }, { type: "null" }] } },
    });
  });

  it("writes a definition named `__proto__` as an own key", () => {
    const inputSchema = {
      type: "object",
      properties: { p: { $ref: "#/$defs/__proto__" } },
      $defs: JSON.parse(
        '{"__proto__": {"type": "object", "properties": {"q": {"$ref": "#/$defs/__proto__"}}}}',
      ),
    };
    const schema = projected(inputSchema).inputSchema as { $defs: object };
    expect(Object.getPrototypeOf(schema.$defs)).toBe(Object.prototype);
    expect(Object.keys(schema.$defs)).toEqual(["__proto__"]);
  });

  it("follows mutual recursion, and a root that is a reference to a recursive definition", () => {
    const mutual = {
      type: "object",
      properties: { a: { $ref: "#/$defs/A" } },
      $defs: {
        A: { type: "object", properties: { b: { $ref: "#/$defs/B" } } },
        B: { type: "object", properties: { a: { $ref: "#/$defs/A" } } },
      },
    };
    const a = { anyOf: [{ $ref: "#/$defs/A" }, { type: "null" }] };
    const closed = { additionalProperties: false };
    expect(projected(mutual).inputSchema).toEqual({
      type: "object",
      properties: { a },
      required: ["a"],
      ...closed,
      $defs: {
        A: {
          type: "object",
          properties: {
            b: { type: ["object", "null"], properties: { a }, required: ["a"], ...closed },
          },
          required: ["b"],
          ...closed,
        },
      },
    });
    const result = projected({
      $ref: "#/$defs/R",
      $defs: { R: { type: "object", properties: { r: { $ref: "#/$defs/R" } } } },
    });
    expect(result.inputSchema).toEqual({
      type: "object",
      properties: { r: { anyOf: [{ $ref: "#/$defs/R" }, { type: "null" }] } },
      required: ["r"],
      ...closed,
      $defs: {
        R: {
          type: "object",
          properties: { r: { anyOf: [{ $ref: "#/$defs/R" }, { type: "null" }] } },
          required: ["r"],
          ...closed,
        },
      },
    });
    expect(result.changes[0]).toEqual({ kind: "ref-inlined", path: [], ref: "#/$defs/R" });
  });

  it("writes the base model of an allOf that refers to itself as a definition of its own", () => {
    const inputSchema = {
      type: "object",
      properties: { n: { $ref: "#/$defs/Node" } },
      required: ["n"],
      $defs: {
        Base: { type: "object", properties: { parent: { $ref: "#/$defs/Base" } } },
        Node: {
          allOf: [
            { $ref: "#/$defs/Base" },
            { properties: { kids: { type: "array", items: { $ref: "#/$defs/Node" } } } },
          ],
        },
      },
    };
    const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
    const parent = { anyOf: [ref("Base"), { type: "null" }] };
    const closed = { type: "object", additionalProperties: false };
    expect(projected(inputSchema).inputSchema).toEqual({
      ...closed,
      properties: { n: ref("Node") },
      required: ["n"],
      $defs: {
        Node: {
          ...closed,
          properties: { parent, kids: { type: ["array", "null"], items: ref("Node") } },
          required: ["parent", "kids"],
        },
        Base: { ...closed, properties: { parent }, required: ["parent"] },
      },
    });
  });

  it("lifts through a definition that is another's alias, whichever is written first", () => {
    const inputSchema = {
      type: "object",
      properties: { u: { $ref: "#/$defs/U" }, t: { $ref: "#/$defs/T" } },
      $defs: {
        U: { type: "object", properties: { opt: { type: "string" }, t: { $ref: "#/$defs/T" } } },
        T: { anyOf: [{ $ref: "#/$defs/U" }] },
      },
    };
    const result = projected(inputSchema);
    expect((result.inputSchema as { $defs: object }).$defs).toMatchObject({
      T: { $ref: "#/$defs/U" },
    });
    const sent = { u: { opt: "a", t: { opt: null, t: null } }, t: null };
    expect(result.lift(sent).value).toEqual({ u: { opt: "a", t: {} } });
  });

  it("writes a plain alias of a recursive definition as that definition, in any order", () => {
    const aliased = (order: string[]) => ({
      type: "object",
      properties: Object.fromEntries(order.map((key) => [key, { $ref: `#/$defs/${key}` }])),
      $defs: {
        U: { type: "object", properties: { T: { $ref: "#/$defs/T" } } },
        T: { $ref: "#/$defs/U", title: "T" },
      },
    });
    const u = { anyOf: [{ $ref: "#/$defs/U" }, { type: "null" }] };
    for (const order of [
      ["U", "T"],
      ["T", "U"],
    ]) {
      expect((projected(aliased(order)).inputSchema as { $defs: object }).$defs).toEqual({
        U: {
          type: "object",
          properties: { T: u },
          required: ["T"],
          additionalProperties: false,
        },
      });
    }
  });

  it("lifts a union whose branches are definitions by the branch that can take the value", () => {
    const entry = { anyOf: [{ $ref: "#/$defs/Folder" }, { $ref: "#/$defs/File" }] };
    const inputSchema = {
      type: "object",
      properties: { items: { type: "array", items: entry } },
      required: ["items"],
      $defs: {
        Folder: {
          type: "object",
          properties: { path: { type: "string" }, children: { type: "array", items: entry } },
          required: ["path", "children"],
        },
        File: {
          type: "object",
          properties: { path: { type: "string" }, size: { type: "integer" } },
          required: ["path"],
        },
      },
    };
    const sent = { items: [{ path: "d", children: [{ path: "e", size: null }] }] };
    expect(projected(inputSchema).lift(sent).value).toEqual({
      items: [{ path: "d", children: [{ path: "e" }] }],
    });
  });

  it("counts a definition's nesting from where it is written, not from its first use", () => {
    let wrapped: object = { $ref: "#/$defs/Node" };
    for (let i = 0; i < 7; i++) wrapped = { type: "object", properties: { w: wrapped } };
    const deep = { type: "object", properties: { y: { type: "object", properties: {} } } };
    const node = {
      type: "object",
      properties: { self: { $ref: "#/$defs/Node" }, x: { type: "object", properties: { deep } } },
    };
    for (const order of [
      ["a", "b"],
      ["b", "a"],
    ]) {
      const uses: Record<string, unknown> = { a: wrapped, b: { $ref: "#/$defs/Node" } };
      const properties = Object.fromEntries(order.map((key) => [key, uses[key]]));
      expect(refusal({ type: "object", properties, $defs: { Node: node } })).toBe("projected");
    }
  });

  it("refuses a reference back into a definition with no object or array between", () => {
    const looped = (d0: object) => ({
      type: "object",
      properties: { d: { $ref: "#/$defs/D0" } },
      $defs: { D0: d0 },
    });
    const reason =
      "t cannot be projected for openai-strict: its input schema at `#/properties/d/anyOf/0` is recursive (`$ref` to `#/$defs/D0`) with no object or array between, which the provider cannot take.";
    expect(refusal(looped({ anyOf: [{ $ref: "#/$defs/D0" }] }))).toBe(reason);
    const object = { type: "object", properties: { a: { type: "string" } } };
    expect(refusal(looped({ anyOf: [{ $ref: "#/$defs/D0" }, object] }))).toBe(reason);
  });

  it("refuses a recursive reference with constraints beside it, and a definition that takes null", () => {
    expect(
      refusal({ type: "object", properties: { child: { $ref: "#", maxProperties: 3 } } }),
    ).toBe(
      "t cannot be projected for openai-strict: its input schema at `#/properties/child` is recursive (`$ref` to `#`), which the provider cannot take.",
    );
    const list = {
      type: "object",
      properties: { list: { $ref: "#/$defs/L" } },
      $defs: { L: { type: ["object", "null"], properties: { next: { $ref: "#/$defs/L" } } } },
    };
    expect(refusal(list)).toBe(
      "t cannot be projected for openai-strict: its input schema at `#/properties/list` is recursive (`$ref` to `#/$defs/L`) and accepts `null`, which is not written as a definition.",
    );
  });

  it.each(["gemini", "anthropic"] as const)(
    "is refused by %s, which take no recursion",
    (target) => {
      expect(refusal(tree, target)).toBe(
        `t cannot be projected for ${target}: its input schema at \`#/properties/root/properties/children/items\` is recursive (\`$ref\` to \`#/$defs/Node\`), which the provider cannot take.`,
      );
    },
  );

  // `count` definitions that each refer to themselves, with a description of `text` characters
  // and `keys` more properties each.
  function selfReferring(count: number, text: number, keys = 0) {
    const $defs: Record<string, unknown> = {};
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const own = Object.fromEntries(
        Array.from({ length: keys }, (_, k) => [`k${k}`, { type: "string" }]),
      );
      $defs[`d${i}`] = {
        type: "object",
        description: "d".repeat(text),
        properties: { ...own, self: { $ref: `#/$defs/d${i}` } },
      };
      properties[`p${i}`] = { $ref: `#/$defs/d${i}` };
    }
    return { type: "object", properties, $defs };
  }

  it("finds every recursive definition in one attempt: 60 of 20 properties each are written", () => {
    const schema = projected(selfReferring(60, 10, 20)).inputSchema as { $defs: object };
    expect(Object.keys(schema.$defs)).toHaveLength(60);
  });

  it("spends one budget over its attempts: 1,500 definitions of 400 characters are refused", () => {
    // Each attempt alone writes about 640,000 characters; the two together pass 1,000,000.
    expect(projected(selfReferring(700, 400)).ok).toBe(true);
    const started = Date.now();
    expect(refusal(selfReferring(1_500, 400))).toBe(
      "t cannot be projected for openai-strict: its input schema at `#/properties/p871` is too large to project.",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
