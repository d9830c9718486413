import { describe, expect, it, vi } from "vitest";
import { createValidator } from "../../create-validator.js";
import { precompileTools } from "../precompiled/precompile-tools.js";
import { createAjvEngine } from "./ajv-engine.js";
import { faultOf } from "./fault-of.js";

// A failure of the processing of Ajv's generated code here (docs/security.md, "Fail closed") is
// the engine's fault, whatever it throws: the input is checked by the next engine or rejected as
// not checked, never passed as a broken schema's would be.

const forced = vi.hoisted(() => ({ step: undefined as ((code: string) => string) | undefined }));
vi.mock("./guard-generated-code.js", async (original) => {
  const { guardGeneratedCode } = await original<typeof import("./guard-generated-code.js")>();
  return { guardGeneratedCode: (code: string) => (forced.step ?? guardGeneratedCode)(code) };
});

function withStep<T>(step: (code: string) => string, run: () => T): T {
  forced.step = step;
  try {
    return run();
  } finally {
    forced.step = undefined;
  }
}

const unparsable = (code: string) => `${code} }`;
const throwing = () => {
  throw new Error("the step failed");
};
// A fresh object per compile: Ajv keeps what it compiled for a schema object.
const schema = () => ({
  type: "object",
  properties: { n: { type: "integer" } },
  required: ["n"],
});

describe("a processing step that fails", () => {
  it.each([
    ["leaves code that does not parse", unparsable, "Unexpected token '}'"],
    ["throws", throwing, "the code Ajv generated could not be processed (the step failed)"],
  ])("%s: the Ajv engine's fault", (_, step, reason) => {
    expect(withStep(step, () => createAjvEngine().compile(schema()))).toEqual({
      ok: false,
      fault: "engine",
      reason,
    });
  });

  it('rejects the input as not checked on engine "ajv", with onSchemaError "pass"', () => {
    const validator = createValidator({ engine: "ajv", onSchemaError: "pass" });
    const result = withStep(unparsable, () =>
      validator.validateToolInput({ name: "count", inputSchema: schema() }, { n: "x" }),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.message).toBe(
      "count failed due to the following issue:\nThe input could not be checked, because no validation engine could compile the tool's input schema here (ajv: Unexpected token '}')",
    );
  });

  it("hands the schema to the interpreter by default", () => {
    const result = withStep(unparsable, () =>
      createValidator().validateToolInput({ name: "count", inputSchema: schema() }, { n: "x" }),
    );
    expect(result.ok ? undefined : result.message).toBe(
      "count failed due to the following issue:\nThe parameter `n` type is expected as `integer` but provided as `string`",
    );
  });

  it("leaves the tool out of a precompiled module, with why", () => {
    const leftOut: string[] = [];
    const module = withStep(throwing, () =>
      precompileTools([{ name: "count", inputSchema: schema() }], {
        onLeftOut: (name, reason) => leftOut.push(`${name}: ${reason}`),
      }),
    );
    expect(leftOut).toEqual([
      "count: the code Ajv generated could not be processed (the step failed)",
    ]);
    expect(module).not.toContain("count");
  });
});

describe("a pattern that is not a regular expression", () => {
  it("stays the schema's fault (a SyntaxError of its own)", () => {
    const outcome = createAjvEngine().compile({ type: "string", pattern: "(" });
    expect(outcome.ok ? undefined : outcome.fault).toBe("schema");
    expect(faultOf(new SyntaxError("Unexpected token '}'"))).toBe("engine");
  });
});
