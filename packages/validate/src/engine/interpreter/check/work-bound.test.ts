import { describe, expect, it } from "vitest";
import { createValidator } from "../../../create-validator.js";

// docs/security.md, "Complexity budget": each name a `required` lists weighs on the interpreter's
// work bound as a subschema does, since its report writes an error per object that lacks it.

const names = Array.from({ length: 1_500 }, (_, i) => `k${i}`);
const tool = {
  name: "t",
  inputSchema: {
    type: "object",
    properties: { xs: { type: "array", items: { type: "object", required: names } } },
  },
};

describe("the interpreter's work bound", () => {
  const validator = createValidator({ engine: "interpreter" });

  it("refuses at once an input whose report would write 30 million errors", () => {
    const started = Date.now();
    const result = validator.validateToolInput(tool, {
      xs: Array.from({ length: 20_000 }, () => ({})),
    });
    expect(result.ok ? "" : result.message).toBe(
      "t failed due to the following issue:\nThe input could not be checked (the input is too large to check without code generation (more than 3,326 values under a schema of 3 subschemas and 1,500 required names))",
    );
    // It ran out of memory before the names weighed.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("still lists the missing names of a small input", () => {
    const result = validator.validateToolInput(tool, { xs: [{}] });
    expect(result.ok ? [] : result.issues.length).toBeGreaterThan(0);
    expect(result.ok ? "" : result.message).toContain(
      "The required parameter `xs[0].k0` is missing",
    );
  });
});
