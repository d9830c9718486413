import { formatIssues, issuesFromAjv, issuesFromZod } from "@tool-input/format";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";
import {
  AJVS,
  type AnyZod,
  ajvIssues,
  curated,
  documented,
  editSchema,
  editZod,
  grepSchema,
  grepZod,
  kitchenSchema,
  searchSchema,
  searchZod,
  zodIssues,
} from "./support/format-fixtures.js";

describe("combinators inside arrays, and large inputs", () => {
  it("an if/then failing in one array item is explained by that item's errors only", () => {
    const schema = {
      type: "object",
      properties: {
        list: {
          type: "array",
          items: {
            type: "object",
            if: { required: ["a"] },
            // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
            then: { required: ["b"] },
          },
        },
      },
    };
    for (const { dialect, verbose } of AJVS) {
      const issues = ajvIssues(
        schema,
        { list: [{ a: 1 }, { a: 1, b: 2 }, { a: 1 }] },
        dialect,
        verbose,
      );
      expect(formatIssues("T", issues)).toBe(
        "T failed due to the following issues:\nThe required parameter `list[0].b` is missing\nThe required parameter `list[2].b` is missing",
      );
    }
  });

  it("then: false forbids the value, not a key (docs/messages.md 'How the combinators read')", () => {
    const schema = {
      type: "object",
      properties: {
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword
        opts: { if: { type: "object" }, then: false },
      },
    };
    expect(formatIssues("T", ajvIssues(schema, { opts: {} }, "2020-12", true))).toBe(
      "T failed due to the following issue:\nThe parameter `opts` is not allowed",
    );
    documented("``The parameter `opts` is not allowed``");
  });

  it("contains with minContains and maxContains names both bounds (docs/messages.md 'How the combinators read')", () => {
    const schema = {
      type: "object",
      properties: {
        ids: { type: "array", contains: { type: "integer" }, minContains: 1, maxContains: 2 },
      },
    };
    expect(formatIssues("T", ajvIssues(schema, { ids: [1, 2, 3] }, "2020-12", true))).toBe(
      "T failed due to the following issue:\nThe parameter `ids` must contain at least 1 and at most 2 items matching `integer`",
    );
    documented("``must contain at least 1 and at most 2 items matching `integer` ``");
  });

  it("a zod discriminated union with an unknown tag reads as an enum, v3 and v4 (docs/messages.md 'Adapters')", () => {
    for (const z of [z3, z4] as AnyZod[]) {
      const schema = z.object({
        d: z.discriminatedUnion("type", [
          z.object({ type: z.literal("a"), x: z.string() }),
          z.object({ type: z.literal("b") }),
        ]),
      });
      const input = { d: { type: "c" } };
      expect(formatIssues("T", issuesFromZod(zodIssues(schema, input), input))).toBe(
        "T failed due to the following issue:\nThe parameter `d.type` must be one of `a`, `b` but was `c`",
      );
    }
    documented("``The parameter `d.type` must be one of `a`, `b` but was `c` ``");
  });

  it("10,000 array items each failing an anyOf give 20 lines and a count", () => {
    const schema = {
      type: "object",
      properties: {
        values: { type: "array", items: { anyOf: [{ type: "string" }, { type: "number" }] } },
      },
    };
    const input = { values: Array.from({ length: 10_000 }, () => true) };
    const text = formatIssues("T", ajvIssues(schema, input, "2020-12", true));
    const printed = text.split("\n");
    expect(printed).toHaveLength(22);
    expect(printed[1]).toBe(
      "The parameter `values[0]` type is expected as `string or number` but provided as `boolean`",
    );
    expect(printed[21]).toBe("…and 9980 more issues");
  });

  it("10,000 unexpected keys give 20 lines and a count", () => {
    const schema = { type: "object", additionalProperties: false, properties: { key1: {} } };
    const input = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    const printed = formatIssues("T", ajvIssues(schema, input, "draft-07", true)).split("\n");
    expect(printed).toHaveLength(22);
    expect(printed[1]).toBe("An unexpected parameter `k0` was provided");
    expect(printed[21]).toBe("…and 9980 more issues");
  });

  it("docs/messages.md 'Where the text differs': a nested unexpected key prints its full path", () => {
    const text = curated.find(
      (example) => example.name === "mistakes in several array items",
    )?.text;
    expect(text).toContain("An unexpected parameter `edits[1].oldString` was provided");
    documented("(`edits[1].oldString`); Claude Code prints\n  the bare key (`oldString`)");
  });
});

describe("properties over real Ajv and zod", () => {
  const compiled = AJVS.flatMap(({ name, dialect, verbose }) => {
    const options = { allErrors: true, strict: false, verbose };
    const make = () => (dialect === "draft-07" ? new Ajv(options) : new Ajv2020(options));
    return [kitchenSchema, grepSchema, editSchema, searchSchema].map((schema) => {
      const ajv = make();
      ajvFormats.default(ajv);
      return { name, validate: ajv.compile(schema) };
    });
  });
  const json = fc.jsonValue({ maxDepth: 3 });
  const objects = fc.dictionary(
    fc.constantFrom(
      ...Object.keys(kitchenSchema.properties),
      ...Object.keys(searchSchema.properties),
      "pattern",
      "-n",
      "n",
      "edits",
      "file_path",
      "x",
    ),
    json,
  );

  it("a failed validation never gives an empty issue list, and every line is one line", () => {
    fc.assert(
      fc.property(fc.oneof(objects, json), (input) => {
        for (const { validate } of compiled) {
          if (validate(input)) continue;
          const issues = issuesFromAjv(validate.errors, input);
          expect(issues.length).toBeGreaterThan(0);
          const text = formatIssues("T", issues);
          expect(text.split("\n").length).toBeLessThanOrEqual(22);
          expect(text).not.toContain("undefined`");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("zod errors of any input give issues, with or without the input", () => {
    const schemas = [
      grepZod(z3),
      grepZod(z4),
      searchZod(z3),
      searchZod(z4),
      editZod(z3),
      editZod(z4),
    ];
    fc.assert(
      fc.property(fc.oneof(objects, json), (input) => {
        for (const schema of schemas) {
          const result = schema.safeParse(input);
          if (result.success) continue;
          expect(issuesFromZod(result.error).length).toBeGreaterThan(0);
          expect(issuesFromZod(result.error, input).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("declared keys of composed objects", () => {
  it("unevaluatedProperties over an allOf suggests a key declared in a branch", () => {
    const schema = {
      type: "object",
      allOf: [
        { properties: { file_path: { type: "string" } } },
        { properties: { limit: { type: "number" } } },
      ],
      unevaluatedProperties: false,
    };
    expect(formatIssues("Read", ajvIssues(schema, { filePath: "/a" }, "2020-12", true))).toBe(
      "Read failed due to the following issue:\nAn unexpected parameter `filePath` was provided (did you mean `file_path`?)",
    );
  });
});
