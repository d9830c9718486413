import type { JsonSchema } from "@tool-input/json";
import { describe, expect, it } from "vitest";
import { projectToolSchema } from "./project-tool-schema.js";

const withN = (n: unknown): JsonSchema => ({
  type: "object",
  $defs: { Int: { type: "integer" }, Low: { type: "number", minimum: 0 } },
  properties: { n },
  required: ["n"],
});

const projectedN = (n: unknown) => {
  const result = projectToolSchema({ name: "t", inputSchema: withN(n) }, "gemini");
  if (!result.ok) throw new Error(result.reason);
  return (result.inputSchema as { properties: { n: unknown } }).properties.n;
};

const reasonFor = (n: unknown) => {
  const result = projectToolSchema({ name: "t", inputSchema: withN(n) }, "gemini");
  return result.ok ? "projected" : result.reason;
};

describe("merging the types of an allOf or of a $ref and its siblings", () => {
  it.each([
    [
      "number and integer in an allOf",
      { allOf: [{ type: "number", minimum: 0 }, { type: "integer" }] },
    ],
    [
      "integer and number in an allOf",
      { allOf: [{ type: "integer" }, { type: "number", minimum: 0 }] },
    ],
    ["number beside a $ref to an integer", { type: "number", minimum: 0, $ref: "#/$defs/Int" }],
    ["integer beside a $ref to a number", { type: "integer", $ref: "#/$defs/Low" }],
  ])("takes an integer as a number: %s is an integer", (_, n) => {
    expect(projectedN(n)).toEqual({ type: "integer", minimum: 0 });
  });

  it("keeps each type both sides take", () => {
    const n = { allOf: [{ type: ["number", "string"] }, { type: ["integer", "string", "null"] }] };
    expect(projectedN(n)).toEqual({
      anyOf: [{ type: "integer" }, { type: "string" }],
    });
  });

  it.each([
    [
      "types that exclude each other in an allOf",
      { allOf: [{ type: "string" }, { type: "number" }] },
      "t cannot be projected for gemini: its input schema at `#/properties/n` combines types that exclude each other in an `allOf`.",
    ],
    [
      "types that exclude each other beside a $ref",
      { type: "string", $ref: "#/$defs/Int" },
      "t cannot be projected for gemini: its input schema at `#/properties/n` combines types that exclude each other with its `$ref`.",
    ],
    [
      "two different minimums beside a $ref",
      { type: "number", minimum: 1, $ref: "#/$defs/Low" },
      "t cannot be projected for gemini: its input schema at `#/properties/n` combines two different `minimum` with its `$ref`.",
    ],
  ])("refuses %s, naming where they meet", (_, n, reason) => {
    expect(reasonFor(n)).toBe(reason);
  });
});
