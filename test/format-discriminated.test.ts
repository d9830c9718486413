// Discriminated unions (docs/messages.md, "Discriminated unions"): a oneOf/anyOf of objects told
// apart by a `const` property reads as the branch that property selects, through Ajv (both
// dialects), zod 3 and zod 4, and through createValidator on both engines.
//
// fixtures/pydantic-discriminated-schema.json is `Adopt.model_json_schema()` from pydantic 2:
// `pet: Union[Cat, Dog] = Field(discriminator="pet_type")`, each model with an optional
// `owner: Person`.

import { readFileSync } from "node:fs";
import { formatIssues, issuesFromZod } from "@tool-input/format";
import { createValidator } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { z as z3 } from "zod3";
import { z as z4 } from "zod4";
import { AJVS, type AnyZod, ajvIssues, OFF, zodIssues } from "./support/format-fixtures.js";

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

const pydantic = JSON.parse(
  readFileSync(new URL("./fixtures/pydantic-discriminated-schema.json", import.meta.url), "utf8"),
);

const header = (count: number) =>
  `T failed due to the following ${count === 1 ? "issue" : "issues"}:\n`;

const inline: { name: string; input: unknown; text: string }[] = [
  {
    name: "the branch the tag selects",
    input: { shape: { kind: "circle", radius: "x", side: 1 } },
    text: `${header(1)}The parameter \`shape\` does not match any of the allowed shapes (\`object with kind, radius\` or \`object with kind, side\`) but was \`{"kind":"circle","radius":"x","side":1}\``,
  },
  {
    name: "a tag no branch has",
    input: { shape: { kind: "triangle", side: 1 } },
    text: `${header(1)}The parameter \`shape\` does not match any of the allowed shapes (\`object with kind, radius\` or \`object with kind, side\`) but was \`{"kind":"triangle","side":1}\``,
  },
  {
    name: "no tag",
    input: { shape: { side: 1 } },
    text: `${header(1)}The parameter \`shape\` does not match any of the allowed shapes (\`object with kind, radius\` or \`object with kind, side\`) but was \`{"side":1}\``,
  },
];

describe("today's text for a discriminated union", () => {
  for (const keyword of ["oneOf", "anyOf"] as const) {
    for (const { name, input, text } of inline) {
      it.each(AJVS.filter((ajv) => ajv.verbose))(`${keyword}, ${name}: $name`, ({ dialect }) => {
        expect(formatIssues("T", ajvIssues(shapes(keyword), input, dialect, true), OFF)).toBe(text);
      });
    }
  }

  it("pydantic's oneOf of $ref with a discriminator mapping, through createValidator", () => {
    for (const engine of ["ajv", "interpreter"] as const) {
      const result = createValidator({ engine }).validateToolInput(
        { name: "T", inputSchema: pydantic },
        { pet: { pet_type: "dog", barks: "x" } },
      );
      expect(result.ok ? "" : result.message).toBe(
        `${header(1)}The parameter \`pet\` does not match any of the 2 allowed shapes but was \`{"pet_type":"dog","barks":"x"}\``,
      );
    }
  });

  it("zod: a missing tag reads as an enum without a value, v3 and v4", () => {
    for (const z of [z3, z4] as AnyZod[]) {
      const schema = z.object({
        d: z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("a"), x: z.string() }),
          z.object({ kind: z.literal("b") }),
        ]),
      });
      const input = { d: { x: "1" } };
      expect(formatIssues("T", issuesFromZod(zodIssues(schema, input), input))).toBe(
        `${header(1)}The parameter \`d.kind\` must be one of \`a\`, \`b\``,
      );
    }
  });
});
