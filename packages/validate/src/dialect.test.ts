import { type Dialect, dialectOf } from "@tool-input/coerce";
import { describe, expect, it } from "vitest";

const cases: { name: string; schema: unknown; expected: Dialect | undefined }[] = [
  {
    name: "draft-07 with #",
    schema: { $schema: "http://json-schema.org/draft-07/schema#" },
    expected: "draft-07",
  },
  {
    name: "draft-07 without #",
    schema: { $schema: "http://json-schema.org/draft-07/schema" },
    expected: "draft-07",
  },
  {
    name: "draft-07 over https",
    schema: { $schema: "https://json-schema.org/draft-07/schema#" },
    expected: "draft-07",
  },
  {
    name: "draft-06 goes to draft-07",
    schema: { $schema: "http://json-schema.org/draft-06/schema#" },
    expected: "draft-07",
  },
  {
    name: "draft-04 goes to draft-07",
    schema: { $schema: "http://json-schema.org/draft-04/schema#" },
    expected: "draft-07",
  },
  {
    name: "2019-09",
    schema: { $schema: "https://json-schema.org/draft/2019-09/schema" },
    expected: "2019-09",
  },
  {
    name: "2020-12",
    schema: { $schema: "https://json-schema.org/draft/2020-12/schema" },
    expected: "2020-12",
  },
  {
    name: "2020-12 with # over http",
    schema: { $schema: "http://json-schema.org/draft/2020-12/schema#" },
    expected: "2020-12",
  },
  { name: "no $schema", schema: { type: "object" }, expected: undefined },
  {
    name: "an unknown URI",
    schema: { $schema: "https://example.com/my-schema" },
    expected: undefined,
  },
  { name: "a non-string $schema", schema: { $schema: 7 }, expected: undefined },
  {
    name: "a URI naming an Object.prototype key",
    schema: { $schema: "http://constructor#" },
    expected: undefined,
  },
  { name: "a boolean schema", schema: true, expected: undefined },
  { name: "null", schema: null, expected: undefined },
];

// The validator picks its Ajv class with the coercer's table (@tool-input/coerce, dialectOf),
// so the two always agree on a schema's dialect.
describe("dialectOf, as the validator reads it", () => {
  it.each(cases)("$name", ({ schema, expected }) => {
    expect(dialectOf(schema)).toBe(expected);
  });
});
