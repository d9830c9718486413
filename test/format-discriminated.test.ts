// Discriminated unions (docs/messages.md, "Discriminated unions"): a oneOf/anyOf of objects told
// apart by a `const` property reads as the branch that property selects, through Ajv (both
// dialects), zod 3 and zod 4, and through createValidator on every engine, byte for byte.
//
// fixtures/pydantic-discriminated-schema.json is `Adopt.model_json_schema()` from pydantic 2:
// `pet: Union[Cat, Dog] = Field(discriminator="pet_type")`, each model with an optional
// `owner: Person`.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { formatIssues, issuesFromAjv, issuesFromZod } from "@tool-input/format";
import { createValidator, type PrecompiledTools, precompileTools } from "@tool-input/validate";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";
import {
  AJVS,
  type AnyZod,
  ajvIssues,
  docs,
  documented,
  OFF,
  zodIssues,
} from "./support/format-fixtures.js";

const circle = {
  type: "object",
  properties: { kind: { const: "circle" }, radius: { type: "number" } },
  required: ["kind", "radius"],
  additionalProperties: false,
};
const square = {
  type: "object",
  properties: { kind: { enum: ["square"] }, side: { type: "number" } },
  required: ["kind", "side"],
  additionalProperties: false,
};
const shapes = (keyword: "oneOf" | "anyOf") => ({
  type: "object",
  properties: { shape: { [keyword]: [circle, square] } },
  required: ["shape"],
});
const shapesZod = (z: AnyZod) =>
  z.object({
    shape: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("circle"), radius: z.number() }).strict(),
      z.object({ kind: z.literal("square"), side: z.number() }).strict(),
    ]),
  });

const pydantic = JSON.parse(
  readFileSync(new URL("./fixtures/pydantic-discriminated-schema.json", import.meta.url), "utf8"),
);

const header = (count: number) =>
  `T failed due to the following ${count === 1 ? "issue" : "issues"}:\n`;

const inline: { name: string; input: unknown; text: string; zod?: true }[] = [
  {
    name: "the selected branch's own errors",
    input: { shape: { kind: "circle", radius: "x", side: 1 } },
    text: `${header(2)}An unexpected parameter \`shape.side\` was provided\nThe parameter \`shape.radius\` type is expected as \`number\` but provided as \`string\``,
    zod: true,
  },
  {
    name: "a key the selected branch requires",
    input: { shape: { kind: "square" } },
    text: `${header(1)}The required parameter \`shape.side\` is missing`,
    zod: true,
  },
  {
    name: "a tag no branch has",
    input: { shape: { kind: "triangle", side: 1 } },
    text: `${header(1)}The parameter \`shape.kind\` must be one of \`circle\`, \`square\` but was \`triangle\``,
    zod: true,
  },
  {
    name: "a tag of another type",
    input: { shape: { kind: 5 } },
    text: `${header(1)}The parameter \`shape.kind\` must be one of the strings \`"circle"\`, \`"square"\` but was the number \`5\``,
    zod: true,
  },
  {
    name: "no tag",
    input: { shape: { side: 1 } },
    text: `${header(1)}The required parameter \`shape.kind\` is missing (it must be one of \`circle\`, \`square\`)`,
    zod: true,
  },
  {
    name: "a value that is not an object",
    input: { shape: "circle" },
    text: `${header(1)}The parameter \`shape\` type is expected as \`object\` but provided as \`string\``,
  },
];

describe("a discriminated union reads as the branch its tag selects", () => {
  for (const keyword of ["oneOf", "anyOf"] as const) {
    for (const { name, input, text } of inline) {
      it.each(AJVS.filter((ajv) => ajv.verbose))(`${keyword}, ${name}: $name`, ({ dialect }) => {
        expect(formatIssues("T", ajvIssues(shapes(keyword), input, dialect, true), OFF)).toBe(text);
      });
    }
  }

  for (const { name, input, text } of inline.filter((entry) => entry.zod)) {
    it.each([
      { name: "zod 3", z: z3 },
      { name: "zod 4", z: z4 },
    ])(`${name}: $name gives the same text`, ({ z }) => {
      const error = zodIssues(shapesZod(z), input);
      expect(formatIssues("T", issuesFromZod(error, input), OFF)).toBe(text);
    });
  }

  it("docs/messages.md 'Discriminated unions' shows this schema and these lines", () => {
    const section = docs.slice(docs.indexOf("### Discriminated unions"));
    const json = section.slice(section.indexOf("```json\n") + 8, section.indexOf("\n```\n"));
    expect(JSON.parse(json)).toEqual(shapes("oneOf"));
    for (const at of [0, 2, 4]) {
      const { input, text } = inline[at] as (typeof inline)[number];
      const [first, ...more] = text.split("\n").slice(1);
      const label = more.length > 0 ? "lines:" : "line: ";
      const indented = more.map((line) => `        ${line}`);
      documented(
        [`input:  ${JSON.stringify(input)}`, `${label}  ${first}`, ...indented].join("\n"),
      );
    }
    documented("``(it must be one of `circle`, `square`; did you send it as `Kind`?)``");
  });

  it("a tag sent under another name: the missing line says both", () => {
    const input = { shape: { Kind: "circle", radius: 1 } };
    const text = `${header(1)}The required parameter \`shape.kind\` is missing (it must be one of \`circle\`, \`square\`; did you send it as \`Kind\`?)`;
    expect(formatIssues("T", ajvIssues(shapes("oneOf"), input, "2020-12", true))).toBe(text);
    for (const z of [z3, z4] as AnyZod[]) {
      expect(formatIssues("T", issuesFromZod(zodIssues(shapesZod(z), input), input))).toBe(text);
    }
  });

  it("without Ajv's verbose the branches are not known: today's counting line", () => {
    const input = { shape: { kind: "circle", radius: "x" } };
    expect(formatIssues("T", ajvIssues(shapes("oneOf"), input, "draft-07", false), OFF)).toBe(
      `${header(1)}The parameter \`shape\` does not match any of the 2 allowed shapes but was \`{"kind":"circle","radius":"x"}\``,
    );
  });

  it("zod without the input cannot tell a missing tag from a wrong one: the enum line", () => {
    for (const z of [z3, z4] as AnyZod[]) {
      const error = zodIssues(shapesZod(z), { shape: { side: 1 } });
      expect(formatIssues("T", issuesFromZod(error), OFF)).toBe(
        `${header(1)}The parameter \`shape.kind\` must be one of \`circle\`, \`square\``,
      );
    }
  });
});

describe("unions that are not discriminated keep their text", () => {
  const cases: { name: string; branches: object[]; input: unknown; text: string }[] = [
    {
      name: "two branches fixing the same constant",
      branches: [
        {
          type: "object",
          properties: { kind: { const: "a" }, x: { type: "number" } },
          required: ["x"],
        },
        {
          type: "object",
          properties: { kind: { const: "a" }, y: { type: "number" } },
          required: ["y"],
        },
      ],
      input: { kind: "a" },
      text: 'does not match any of the allowed shapes (`object with x` or `object with y`) but was `{"kind":"a"}`',
    },
    {
      name: "a branch without the constant that takes objects",
      branches: [
        { type: "object", properties: { kind: { const: "a" } }, required: ["kind", "x"] },
        { type: "object", required: ["y"] },
      ],
      input: { kind: "b" },
      text: 'does not match any of the allowed shapes (`object with kind, x` or `object with y`) but was `{"kind":"b"}`',
    },
  ];
  it.each(cases)("$name", ({ branches, input, text }) => {
    const schema = { type: "object", properties: { v: { anyOf: branches } } };
    expect(formatIssues("T", ajvIssues(schema, { v: input }, "2020-12", true), OFF)).toBe(
      `${header(1)}The parameter \`v\` ${text}`,
    );
  });

  it("a branch that refuses objects has no say: a string branch beside two tagged ones", () => {
    const schema = {
      type: "object",
      properties: { v: { anyOf: [{ type: "string" }, circle, square] } },
    };
    const input = { v: { kind: "square", side: "2" } };
    expect(formatIssues("T", ajvIssues(schema, input, "2020-12", true), OFF)).toBe(
      `${header(1)}The parameter \`v.side\` type is expected as \`number\` but provided as \`string\``,
    );
  });
});

describe("pydantic's oneOf of $ref with a discriminator mapping", () => {
  const cases: { name: string; input: unknown; text: string }[] = [
    {
      name: "the selected model's own error",
      input: { pet: { pet_type: "dog", barks: "x" } },
      text: `${header(1)}The parameter \`pet.barks\` type is expected as \`number\` but provided as \`string\``,
    },
    {
      name: "errors inside a nested model of the selected one",
      input: { pet: { pet_type: "cat", meows: 1.5, owner: {} } },
      text: `${header(2)}The required parameter \`pet.owner.name\` is missing\nThe parameter \`pet.meows\` type is expected as \`integer\` but provided as \`number\``,
    },
    {
      name: "an unknown tag",
      input: { pet: { pet_type: "fish" } },
      text: `${header(1)}The parameter \`pet.pet_type\` must be one of \`cat\`, \`dog\` but was \`fish\``,
    },
    {
      name: "no tag",
      input: { pet: { barks: 1 } },
      text: `${header(1)}The required parameter \`pet.pet_type\` is missing (it must be one of \`cat\`, \`dog\`)`,
    },
  ];

  it.each(cases)("$name, through createValidator on both engines", ({ input, text }) => {
    for (const engine of ["ajv", "interpreter"] as const) {
      const result = createValidator({ engine }).validateToolInput(
        { name: "T", inputSchema: pydantic },
        input,
      );
      expect(result.ok ? "" : result.message).toBe(text);
    }
  });

  it("docs/messages.md 'Discriminated unions' quotes the nested model's lines", () => {
    for (const line of cases[1]?.text.split("\n").slice(1) ?? []) documented(`\`\`${line}`);
  });

  it.each(cases)("$name, from issuesFromAjv given the schema", ({ input, text }) => {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
    const validate = ajv.compile(pydantic);
    expect(validate(input)).toBe(false);
    const issues = issuesFromAjv(validate.errors, input, { schema: pydantic });
    expect(formatIssues("T", issues)).toBe(text);
  });

  it("without the schema, the mapping still names the tags; a selected $ref is only counted", () => {
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
    const validate = ajv.compile(pydantic);
    const text = (input: unknown) => {
      validate(input);
      return formatIssues("T", issuesFromAjv(validate.errors, input));
    };
    expect(text({ pet: { pet_type: "fish" } })).toBe(cases[2]?.text);
    expect(text({ pet: { pet_type: "dog", barks: "x" } })).toBe(
      `${header(1)}The parameter \`pet\` does not match any of the 2 allowed shapes but was \`{"pet_type":"dog","barks":"x"}\``,
    );
  });
});

describe.skipIf(!corpusAvailable)("nested discriminated unions of a corpus tool", () => {
  const tool = corpusAvailable
    ? loadMcpTools().find((t) => t.server === "mongodb" && t.name === "create-index")
    : undefined;
  const base = { connectionId: "c", database: "d", collection: "c" };
  const cases: { name: string; definition: unknown; text: string }[] = [
    {
      name: "a field of a vectorSearch index: the inner branch's errors",
      definition: [
        { type: "vectorSearch", fields: [{ type: "vector", path: "e", numDimensions: "x", n: 1 }] },
      ],
      text: "create-index failed due to the following issues:\nAn unexpected parameter `definition[0].fields[0].n` was provided\nThe parameter `definition[0].fields[0].numDimensions` type is expected as `number` but provided as `string`",
    },
    {
      name: "an unknown inner tag",
      definition: [{ type: "vectorSearch", fields: [{ type: "vectr", path: "e" }] }],
      text: "create-index failed due to the following issue:\nThe parameter `definition[0].fields[0].type` must be one of `filter`, `vector`, `autoEmbed` but was `vectr`",
    },
    {
      name: "an unknown outer tag",
      definition: [{ type: "lexical" }],
      text: "create-index failed due to the following issue:\nThe parameter `definition[0].type` must be one of `classic`, `vectorSearch`, `search` but was `lexical`",
    },
  ];
  it.each(cases)("$name, on both engines", ({ definition, text }) => {
    for (const engine of ["ajv", "interpreter"] as const) {
      const validator = createValidator({ engine, hints: false });
      const result = validator.validateToolInput(tool as never, { ...base, definition });
      expect(result.ok ? "" : result.message).toBe(text);
    }
  });
});

describe("a recursive discriminated union (a tree)", () => {
  const leaf = {
    type: "object",
    properties: { kind: { const: "leaf" }, value: { type: "number" } },
    required: ["kind", "value"],
    additionalProperties: false,
  };
  const group = (ref: string) => ({
    type: "object",
    properties: { kind: { const: "group" }, children: { type: "array", items: { $ref: ref } } },
    required: ["kind", "children"],
    additionalProperties: false,
  });
  const input = {
    kind: "group",
    children: [
      { kind: "leaf", value: "x" },
      { kind: "group", children: [{ kind: "leef" }] },
    ],
  };
  const lines = [
    "The parameter `children[0].value` type is expected as `number` but provided as `string`",
    "The parameter `children[1].children[0].kind` must be one of `leaf`, `group` but was `leef`",
  ];
  it.each([
    {
      name: "under $defs",
      schema: { $defs: { node: { oneOf: [leaf, group("#/$defs/node")] } }, $ref: "#/$defs/node" },
    },
    { name: "at the root", schema: { oneOf: [leaf, group("#")] } },
  ])("$name: each level reads as its selected branch, on both engines", ({ schema }) => {
    for (const engine of ["ajv", "interpreter"] as const) {
      const validator = createValidator({ engine, hints: false });
      const result = validator.validateToolInput({ name: "T", inputSchema: schema }, input);
      expect(result.ok ? "" : result.message).toBe(`${header(2)}${lines.join("\n")}`);
    }
  });
});

describe("precompiled validators give the same text", () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  // Inside the repository (in the ignored .tmp/), so the module's `import "@tool-input/validate"`
  // resolves as the tests' own imports do.
  const folder = join(root, ".tmp", `union-precompiled-${process.pid}`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("for a $ref'd branch and an inline one", async () => {
    const tools = [
      { name: "Adopt", inputSchema: pydantic },
      { name: "T", inputSchema: shapes("oneOf") },
    ];
    mkdirSync(folder, { recursive: true });
    const file = join(folder, "validators.js");
    writeFileSync(file, precompileTools(tools));
    const { precompiled } = (await import(pathToFileURL(file).href)) as {
      precompiled: PrecompiledTools;
    };
    const calls = [
      { tool: tools[0], input: { pet: { pet_type: "cat", meows: 1.5, owner: {} } } },
      { tool: tools[1], input: { shape: { kind: "circle", radius: "x", side: 1 } } },
    ];
    for (const { tool, input } of calls) {
      const message = (validator: ReturnType<typeof createValidator>) => {
        const result = validator.validateToolInput(tool as never, input);
        return result.ok ? "" : result.message;
      };
      const fromAjv = message(createValidator({ engine: "ajv" }));
      expect(fromAjv).not.toContain("allowed shapes");
      expect(message(createValidator({ precompiled, engine: "interpreter" }))).toBe(fromAjv);
    }
  });
});

describe("bounds", () => {
  it("20,000 items each selecting a branch with an error answer at once (docs/messages.md 'Bounds')", () => {
    const schema = {
      type: "object",
      properties: { shapes: { type: "array", items: { oneOf: [circle, square] } } },
    };
    const input = {
      shapes: Array.from({ length: 20_000 }, () => ({ kind: "circle", radius: "x" })),
    };
    const start = performance.now();
    const result = createValidator().validateToolInput({ name: "T", inputSchema: schema }, input);
    expect(performance.now() - start).toBeLessThan(8_000);
    const lines = result.ok ? [] : result.message.split("\n");
    expect(lines).toHaveLength(22);
    expect(lines[1]).toBe(
      "The parameter `shapes[0].radius` type is expected as `number` but provided as `string`",
    );
    expect(lines[21]).toBe("…and 19980 more issues");
  });

  it("a union of 300 tagged branches is past the bound: today's counting line", () => {
    const branches = Array.from({ length: 300 }, (_, i) => ({
      type: "object",
      properties: { kind: { const: `k${i}` } },
      required: ["kind", "x"],
    }));
    const schema = { type: "object", properties: { v: { anyOf: branches } } };
    expect(
      formatIssues("T", ajvIssues(schema, { v: { kind: "k1" } }, "2020-12", true), OFF),
    ).toMatch(
      /^T failed due to the following issue:\nThe parameter `v` does not match any of the allowed shapes/,
    );
  });
});
