import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";

// 0.3 / 0.1 is 2.9999999999999996 in floating point: without a tolerance Ajv rejects 0.3.
describe("multipleOf with a decimal step", () => {
  const step = { name: "step", inputSchema: { type: "number", multipleOf: 0.1 } };

  it.each([0.3, 0.7, 1.1, 2, 0])("accepts %s as a multiple of 0.1", (value) => {
    expect(createValidator().validateToolInput(step, value).ok).toBe(true);
  });

  it.each([0.35, 0.01, 1.05])("rejects %s", (value) => {
    expect(createValidator().validateToolInput(step, value).ok).toBe(false);
  });
});
