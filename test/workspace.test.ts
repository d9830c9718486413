import { coerce } from "@tool-input/coerce";
import { toolUseError } from "@tool-input/format";
import { validateToolInput } from "@tool-input/validate";
import { describe, expect, it } from "vitest";

describe("workspace", () => {
  it("resolves every package from source", () => {
    expect(typeof coerce).toBe("function");
    expect(typeof validateToolInput).toBe("function");
    expect(toolUseError("Grep", [])).toMatch(/^<tool_use_error>InputValidationError: /);
  });
});
