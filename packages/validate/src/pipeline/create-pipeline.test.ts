import { describe, expect, expectTypeOf, it } from "vitest";
import { createToolCatalog } from "../call/create-tool-catalog.js";
import { createValidator } from "../create-validator.js";
import type {
  CallResult,
  CallUnchecked,
  SchemaValidation,
  ToolInputResult,
  ToolInputUnchecked,
} from "../index.js";
import { createPipeline } from "./create-pipeline.js";

const lookup = {
  name: "lookup",
  inputSchema: { type: "object", properties: { id: { type: "number" } }, required: ["id"] },
};
const broken = {
  name: "broken",
  inputSchema: { type: "object", properties: { id: { $ref: "#/$defs/id" } } },
};
// No engine can check it: a chain of references back to itself (docs/pipeline.md, "Engines").
const cycle = {
  name: "cycle",
  inputSchema: { $defs: { a: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" },
};
const hostile = new Proxy(
  {},
  {
    ownKeys() {
      throw new Error("unreadable input");
    },
    get() {
      throw new Error("unreadable input");
    },
  },
);

// A `switch` on `status` covers each union with no default: adding a state breaks this.
function verdictOf(result: ToolInputResult): string {
  switch (result.status) {
    case "accepted":
      return `accepted ${JSON.stringify(result.value)}`;
    case "unchecked":
      return `unchecked: ${result.schemaError}`;
    case "rejected":
      return `rejected: ${result.message}`;
    default:
      return result satisfies never;
  }
}

function answerOf(validation: SchemaValidation): string {
  switch (validation.status) {
    case "valid":
      return "valid";
    case "invalid":
      return `invalid: ${validation.errors.map((e) => e.message).join(", ")}`;
    case "unchecked":
      return `unchecked: ${validation.schemaError}`;
    default:
      return validation satisfies never;
  }
}

describe("createPipeline: validateToolInput says which case in `status`", () => {
  const pipeline = createPipeline(undefined);

  it("accepted: valid as sent (the input itself) or repaired", () => {
    const input = { id: 1 };
    const sent = pipeline.validateToolInput(lookup, input, undefined);
    expect(sent).toEqual({ ok: true, status: "accepted", value: input, coercions: [] });
    expect(sent.ok && sent.value).toBe(input);
    expect(verdictOf(pipeline.validateToolInput(lookup, { id: "2" }, undefined))).toBe(
      'accepted {"id":2}',
    );
  });

  it("unchecked: a broken schema under onSchemaError pass is never `accepted`", () => {
    const result = pipeline.validateToolInput(broken, { id: 7 }, undefined);
    expect(result).toEqual({
      ok: true,
      status: "unchecked",
      value: { id: 7 },
      coercions: [],
      schemaError:
        "The input schema of tool `broken` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    });
  });

  it("rejected: invalid, a broken schema under onSchemaError reject, one no engine can check", () => {
    expect(verdictOf(pipeline.validateToolInput(lookup, {}, undefined))).toBe(
      "rejected: lookup failed due to the following issue:\nThe required parameter `id` is missing",
    );
    const refused = pipeline.validateToolInput(broken, { id: 7 }, { onSchemaError: "reject" });
    expect(refused).toMatchObject({ ok: false, status: "rejected" });
    expect(refused.schemaError).toBe(
      "The input schema of tool `broken` could not be compiled: can't resolve reference #/$defs/id from id #; the input was not validated.",
    );
    expect(verdictOf(pipeline.validateToolInput(cycle, {}, undefined))).toBe(
      "rejected: cycle failed due to the following issue:\nThe input could not be checked, because no validation engine could compile the tool's input schema here (its references lead back to themselves with no schema between: #/$defs/a → #/$defs/a)",
    );
  });

  it("rejected, never thrown: an input that throws when read", () => {
    expect(verdictOf(pipeline.validateToolInput(lookup, hostile, undefined))).toBe(
      "rejected: lookup failed due to the following issue:\nThe input could not be checked (unreadable input)",
    );
  });
});

describe("createPipeline: validate says which case in `status`", () => {
  const pipeline = createPipeline(undefined);

  it("valid, invalid, and unchecked for a broken schema, one no engine can check, an input that throws", () => {
    expect(answerOf(pipeline.validate(lookup.inputSchema, { id: 1 }))).toBe("valid");
    expect(answerOf(pipeline.validate(lookup.inputSchema, { id: "1" }))).toBe(
      "invalid: must be number",
    );
    expect(answerOf(pipeline.validate(broken.inputSchema, {}))).toBe(
      "unchecked: The schema could not be compiled: can't resolve reference #/$defs/id from id #.",
    );
    expect(answerOf(pipeline.validate(cycle.inputSchema, {}))).toBe(
      "unchecked: The input could not be checked: no validation engine could compile the schema here (its references lead back to themselves with no schema between: #/$defs/a → #/$defs/a).",
    );
    expect(pipeline.validate(lookup.inputSchema, hostile)).toEqual({
      status: "unchecked",
      valid: false,
      errors: [],
      schemaError: "The input could not be checked (unreadable input).",
    });
  });
});

describe("one boundary: toolInputSchema answers as validateToolInput", () => {
  it("for an input that throws, a broken schema, and a tool whose schema throws when read", () => {
    const validator = createValidator({ onSchemaError: "reject" });
    const unreadable = {
      name: "unreadable",
      get inputSchema(): never {
        throw new Error("no schema here");
      },
    };
    for (const [tool, input] of [
      [lookup, hostile],
      [broken, { id: 7 }],
      [unreadable, {}],
    ] as const) {
      const direct = validator.validateToolInput(tool, input);
      const standard = validator.toolInputSchema(tool)["~standard"].validate(input);
      expect(direct.ok).toBe(false);
      expect(standard).toEqual({ issues: [{ message: direct.ok ? "" : direct.message }] });
    }
    const unreadableResult = validator.validateToolInput(unreadable, {});
    expect(unreadableResult.ok ? "" : unreadableResult.message).toBe(
      "unreadable failed due to the following issue:\nThe input could not be checked (no schema here)",
    );
  });
});

describe("checkCall: the same states", () => {
  it("passes `status` through, and an unknown tool is `rejected`", () => {
    const catalog = createToolCatalog([lookup, broken]);
    expect(catalog.checkCall({ name: "lookup", arguments: { id: 1 } }).status).toBe("accepted");
    expect(catalog.checkCall({ name: "broken", arguments: { id: 1 } }).status).toBe("unchecked");
    const unknown = catalog.checkCall({ name: "nothing", arguments: {} });
    expect(unknown).toMatchObject({ ok: false, status: "rejected", reason: "unknown-tool" });
  });
});

describe("the result types", () => {
  it("are unions on a literal `status`, with `schemaError` only where nothing was checked", () => {
    expectTypeOf<ToolInputResult["status"]>().toEqualTypeOf<
      "accepted" | "unchecked" | "rejected"
    >();
    expectTypeOf<Extract<ToolInputResult, { ok: true }>["status"]>().toEqualTypeOf<
      "accepted" | "unchecked"
    >();
    expectTypeOf<
      Extract<ToolInputResult, { status: "accepted" }>["schemaError"]
    >().toEqualTypeOf<undefined>();
    expectTypeOf<
      Extract<ToolInputResult, { status: "unchecked" }>["schemaError"]
    >().toEqualTypeOf<string>();
    expectTypeOf<SchemaValidation["status"]>().toEqualTypeOf<"valid" | "invalid" | "unchecked">();
    expectTypeOf<Extract<SchemaValidation, { valid: false }>["status"]>().toEqualTypeOf<
      "invalid" | "unchecked"
    >();
    expectTypeOf<CallResult["status"]>().toEqualTypeOf<"accepted" | "unchecked" | "rejected">();
    expectTypeOf<
      Extract<ToolInputResult, { status: "unchecked" }>
    >().toEqualTypeOf<ToolInputUnchecked>();
    expectTypeOf<Extract<CallResult, { status: "unchecked" }>>().toEqualTypeOf<CallUnchecked>();
  });
});

describe("a call's coercion options pick the coercer made for them", () => {
  it('`maxDepth: 3` is not served the coercer of `maxDepth: "3"` (the default depth)', () => {
    const validator = createValidator();
    const node = {
      type: "object",
      properties: { next: { $ref: "#/$defs/n" }, n: { type: "integer" } },
    };
    const tool = { name: "t", inputSchema: { $ref: "#/$defs/n", $defs: { n: node } } };
    const input = { next: { next: { next: { next: { n: "1" } } } } };
    const loose = validator.validateToolInput(tool, input, { maxDepth: "3" as never });
    expect(loose.ok && loose.coercions.map((c) => c.path.length)).toEqual([5]);
    expect(validator.validateToolInput(tool, input, { maxDepth: 3 }).ok).toBe(false);
  });
});
