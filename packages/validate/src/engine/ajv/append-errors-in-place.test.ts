import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { precompileTools } from "../precompiled/precompile-tools.js";
import { appendErrorsInPlace } from "./append-errors-in-place.js";
import { createAjv } from "./create-ajv.js";

// A list of nodes through a recursive `$ref`: Ajv compiles the node apart and gathers each
// item's errors from its call.
const nodes = {
  type: "object",
  properties: { list: { type: "array", items: { $ref: "#/$defs/node" } } },
  $defs: {
    node: {
      type: "object",
      properties: {
        kids: { type: "array", items: { $ref: "#/$defs/node" } },
        n: { type: "number" },
      },
      required: ["x"],
    },
  },
};

describe("appendErrorsInPlace", () => {
  it("rewrites every gathering Ajv writes into the reporting code of this schema", () => {
    const seen: string[] = [];
    const ajv = new Ajv({
      allErrors: true,
      verbose: true,
      code: {
        process: (code: string) => {
          seen.push(code);
          return code;
        },
      },
    });
    ajv.compile(nodes);
    const raw = seen.join("\n");
    expect(raw).toContain(".concat(");
    expect(appendErrorsInPlace(raw)).not.toContain(".concat(");
  });

  it("gives the very errors Ajv gives, in Ajv's order", () => {
    const plain = new Ajv({ allErrors: true, verbose: true }).compile(nodes);
    const processed = createAjv("draft-07", "report", true).compile(nodes);
    const input = {
      list: [{}, { x: 1, n: "a", kids: [{ kids: [{}] }, { x: 2 }] }, { x: 3, kids: "no" }, 5],
    };
    expect(plain(input)).toBe(false);
    expect(processed(input)).toBe(false);
    const strip = (errors: unknown) => JSON.parse(JSON.stringify(errors));
    expect(strip(processed.errors)).toEqual(strip(plain.errors));
    expect(processed.errors).toHaveLength(plain.errors?.length ?? -1);
  });

  it("keeps the report linear: 30,000 failing items through a $ref are answered at once, precompiled too", {
    timeout: 20_000,
  }, () => {
    const tool = { name: "nodes", inputSchema: nodes };
    const input = { list: Array.from({ length: 30_000 }, () => ({})) };
    const message = (result: { ok: boolean; message?: string }) =>
      result.ok ? "accepted" : (result.message ?? "").split("\n").slice(-2).join("\n");
    const expected = "The required parameter `list[19].x` is missing\n…and 29980 more issues";
    expect(message(createValidator().validateToolInput(tool, input))).toBe(expected);
    // The checking function stops at its first error; the reporting one gathers in place.
    const report = precompileTools([tool]).split("report: ")[1] ?? "";
    expect(report).toContain("for (const e$ of validate1.errors) vErrors.push(e$);");
    expect(report).not.toContain(".concat(");
  });
});
