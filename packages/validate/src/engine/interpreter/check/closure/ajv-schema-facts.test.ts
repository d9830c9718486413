// Ajv's `alwaysValidSchema` decides what Ajv compiles (docs/pipeline.md, "Engines"): the
// keywords that count are those each Ajv class registers with a definition, read from Ajv here.
import { describe, expect, it } from "vitest";
import { createAjv } from "../../../ajv/create-ajv.js";
import { alwaysValid } from "./ajv-schema-facts.js";

const dialects = ["draft-07", "2019-09", "2020-12"] as const;
const rulesOf = (dialect: (typeof dialects)[number]): string[] =>
  Object.keys((createAjv(dialect, "check") as unknown as { RULES: { all: object } }).RULES.all);

describe("alwaysValid reads the keywords each Ajv class checks", () => {
  const candidates = [
    ...new Set([...dialects.flatMap(rulesOf), "title", "$defs", "definitions", "examples"]),
  ];
  it.each(dialects)("%s", (dialect) => {
    const rules = rulesOf(dialect);
    for (const keyword of candidates) {
      expect({ keyword, valid: alwaysValid({ [keyword]: 1 }, dialect) }).toEqual({
        keyword,
        valid: !rules.includes(keyword),
      });
    }
  });
});
