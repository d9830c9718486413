// Type-level test (`pnpm typecheck` compiles it under exactOptionalPropertyTypes): every option
// field takes an explicit `undefined`, which the runtime reads as "the default"
// (resolve-options.ts). A field declared `?: T` without `| undefined` fails to compile here.
import { describe, expect, it } from "vitest";
import { createValidator } from "./create-validator.js";
import type { ToolDefinition, ValidateOptions, ValidatorOptions } from "./types.js";
import { validateToolInput } from "./validate-tool-input.js";

const tool: ToolDefinition = {
  name: "Grep",
  inputSchema: {
    type: "object",
    properties: { "-n": { type: "boolean" } },
    additionalProperties: false,
  },
};

/** What a caller forwarding its own optional settings holds. */
function maybe<T>(value: T, use: boolean): T | undefined {
  return use ? value : undefined;
}

describe("option types accept an explicit undefined (exactOptionalPropertyTypes)", () => {
  it("validateToolInput(tool, input, { hints }) with hints: boolean | undefined", () => {
    const hints: boolean | undefined = maybe(false, false);
    const result = validateToolInput(tool, { n: true }, { hints });
    expect(!result.ok && result.message).toBe(
      "Grep failed due to the following issue:\nAn unexpected parameter `n` was provided (did you mean `-n`?)",
    );
  });

  it("does not take coerce's `decoded`, the repair path's own (pnpm typecheck fails if it does)", () => {
    // @ts-expect-error `decoded` is not a pipeline option
    const options: ValidateOptions = { decoded: "keep" };
    const result = validateToolInput(tool, { "-n": "true" }, options);
    expect(result.ok && result.value).toEqual({ "-n": true });
  });

  it("does not take coerce's `patternMatcher` or `codeGeneration`, which the validator sets itself", () => {
    // @ts-expect-error `patternMatcher` is not a pipeline option
    const matcher: ValidateOptions = { patternMatcher: () => () => false };
    // @ts-expect-error `codeGeneration` is not a pipeline option
    const generation: ValidatorOptions = { codeGeneration: false };
    // Given anyway (a JavaScript caller), they change nothing.
    const result = createValidator(generation).validateToolInput(tool, { "-n": "true" }, matcher);
    expect(result.ok && result.value).toEqual({ "-n": true });
  });

  it("every ValidateOptions and ValidatorOptions field, set to undefined", () => {
    const options: ValidateOptions = {
      onSchemaError: undefined,
      booleans: undefined,
      unions: undefined,
      budget: undefined,
      maxDepth: undefined,
      maxStringLength: undefined,
      hints: undefined,
      maxLines: undefined,
      maxNameLength: undefined,
    };
    const validatorOptions: ValidatorOptions = { ...options, cacheSize: undefined };
    const validator = createValidator(validatorOptions);
    expect(validator.validateToolInput(tool, { "-n": "true" }, options)).toEqual({
      ok: true,
      status: "accepted",
      value: { "-n": true },
      coercions: [{ path: ["-n"], rule: "boolean", from: "true", to: true }],
    });
  });
});
