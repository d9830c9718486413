import { describe, expect, it, vi } from "vitest";
import * as factory from "./create-validator.js";

vi.mock("./create-validator.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("./create-validator.js")>();
  return { ...real, createValidator: vi.fn(real.createValidator) };
});

describe("validateToolInput (module level)", () => {
  it("creates its shared validator on the first call, not at import, and only once", async () => {
    const { validateToolInput } = await import("./validate-tool-input.js");
    const createValidator = vi.mocked(factory.createValidator);
    expect(createValidator).not.toHaveBeenCalled();
    const tool = {
      name: "t",
      inputSchema: { type: "object", properties: { n: { type: "number" } } },
    };
    const input = { n: 1 };
    const first = validateToolInput(tool, input);
    expect(first.ok && first.value).toBe(input);
    expect(validateToolInput(tool, { n: "2" })).toEqual({
      ok: true,
      status: "accepted",
      value: { n: 2 },
      coercions: [{ path: ["n"], rule: "number", from: "2", to: 2 }],
    });
    expect(createValidator).toHaveBeenCalledTimes(1);
  });
});
