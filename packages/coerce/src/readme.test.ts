import { describe, expect, it } from "vitest";
import { coerce } from "./coerce.js";

describe("packages/coerce/README.md", () => {
  it("mirrors the example", () => {
    const schema = {
      type: "object",
      properties: {
        paths: { type: "array", items: { type: "string" } },
        dryRun: { type: "boolean" },
      },
    };
    const { value, coercions } = coerce({ paths: '["a.txt"]', dryRun: "false" }, schema);
    expect(value).toEqual({ paths: ["a.txt"], dryRun: false });
    expect(coercions.map((c) => `${c.path.join(".")}: ${c.rule}`)).toEqual([
      "paths: json",
      "dryRun: boolean",
    ]);
  });
});
