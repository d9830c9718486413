import type { JsonSchema } from "@tool-input/coerce";
import { describe, expect, it } from "vitest";
import { createValidator } from "../../create-validator.js";
import { leak } from "../../test-support/valid-input-schemas.js";
import { createAjvEngine } from "./ajv-engine.js";
import type { AjvInstance } from "./create-ajv.js";
import { checksRaiseValidInputFlags, raiseValidInputFlags } from "./valid-input-flags.js";

// An Ajv whose `properties` cannot be hooked (a future version laid out otherwise) turns the
// flags off: the checks on a valid input then walk every input, as they do for precompiled code.
// @isolated: the switch holds for the rest of the process, so this file gets modules of its own.
describe("the valid-input flags, where Ajv's properties cannot be hooked", () => {
  it("are claimed by no compiled schema, and the walk still catches what they would", () => {
    expect(checksRaiseValidInputFlags()).toBe(true);
    raiseValidInputFlags({ RULES: { all: { properties: true } } } as unknown as AjvInstance);
    expect(checksRaiseValidInputFlags()).toBe(false);
    const schema = { type: "object", properties: { a: { type: "string" }, b: {} } };
    const compiled = createAjvEngine().compile(schema as JsonSchema);
    expect(compiled.ok && compiled.validInputFlags).toBe(undefined);
    const validator = createValidator();
    const tool = { name: "t", inputSchema: schema };
    const input = { a: leak("b") };
    validator.validateToolInput(tool, input);
    expect(validator.validateToolInput(tool, input).ok).toBe(false);
    expect(validator.validateToolInput(tool, { a: "plain" }).ok).toBe(true);
  });
});
