import { createValidator, type ToolDefinition } from "@tool-input/validate";
import { afterEach, describe, expect, it } from "vitest";
import { createTelemetry } from "./create-telemetry.js";
import { inMemoryOtel } from "./test-support/in-memory-otel.js";
import { readTool as read } from "./test-support/read-tool.js";

// The pipeline's side (docs/observability.md, "The pipeline"): a scripted set of calls through an
// instrumented validator, with the SDK's in-memory exporters reading back exact counts and spans.

const tag: ToolDefinition = {
  name: "tag",
  inputSchema: {
    type: "object",
    properties: { tags: { type: "array", items: { type: "string" } }, pinned: { type: "boolean" } },
  },
};

let otel = inMemoryOtel();
afterEach(async () => {
  await otel.shutdown();
  otel = inMemoryOtel();
});

const span = (attributes: Record<string, unknown>) => ({
  name: "tool_input.validate",
  attributes,
  status: { code: 0 },
  durationMs: expect.any(Number),
});

describe("createTelemetry().instrument(validator)", () => {
  it("counts calls by outcome, repairs by rule, rejections and unknown tools, and makes a span per run", async () => {
    const telemetry = createTelemetry(otel);
    const validator = telemetry.instrument(createValidator());
    const valid = { path: "a" };
    expect(validator.validateToolInput(read, valid)).toEqual({
      ok: true,
      status: "accepted",
      value: valid,
      coercions: [],
    });
    expect(validator.validateToolInput(read, { path: "a", head: "5" }).ok).toBe(true);
    expect(validator.validateToolInput(tag, { tags: '["x"]', pinned: "true" }).ok).toBe(true);
    expect(validator.validateToolInput(read, {}).ok).toBe(false);
    expect(validator.validateToolInput(read, { path: 1, extra: true }).ok).toBe(false);
    telemetry.unknownTool("ghost");

    expect(await otel.counters()).toEqual({
      "tool_input.calls": [
        { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "rejected" }, value: 2 },
        { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "repaired" }, value: 1 },
        { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "valid" }, value: 1 },
        { attributes: { "gen_ai.tool.name": "tag", "tool_input.outcome": "repaired" }, value: 1 },
      ],
      "tool_input.repairs": [
        { attributes: { "gen_ai.tool.name": "read", "tool_input.rule": "number" }, value: 1 },
        { attributes: { "gen_ai.tool.name": "tag", "tool_input.rule": "boolean" }, value: 1 },
        { attributes: { "gen_ai.tool.name": "tag", "tool_input.rule": "json" }, value: 1 },
      ],
      "tool_input.rejections": [
        {
          attributes: { "gen_ai.tool.name": "read", "tool_input.rejected_by": "tool-input" },
          value: 2,
        },
      ],
      "tool_input.unknown_tools": [{ attributes: { "gen_ai.tool.name": "ghost" }, value: 1 }],
    });
    const base = { "tool_input.schema_error": false };
    expect(otel.spans()).toEqual([
      span({
        ...base,
        "gen_ai.tool.name": "read",
        "tool_input.outcome": "valid",
        "tool_input.repairs": 0,
        "tool_input.rules": [],
      }),
      span({
        ...base,
        "gen_ai.tool.name": "read",
        "tool_input.outcome": "repaired",
        "tool_input.repairs": 1,
        "tool_input.rules": ["number"],
      }),
      span({
        ...base,
        "gen_ai.tool.name": "tag",
        "tool_input.outcome": "repaired",
        "tool_input.repairs": 2,
        "tool_input.rules": ["boolean", "json"],
      }),
      span({
        ...base,
        "gen_ai.tool.name": "read",
        "tool_input.outcome": "rejected",
        "tool_input.repairs": 0,
        "tool_input.rules": [],
        "tool_input.issues": 1,
      }),
      span({
        ...base,
        "gen_ai.tool.name": "read",
        "tool_input.outcome": "rejected",
        "tool_input.repairs": 0,
        "tool_input.rules": [],
        "tool_input.issues": 2,
      }),
    ]);
  });

  it("marks a run whose schema could not be compiled", async () => {
    const validator = createTelemetry(otel).instrument(createValidator());
    const broken = {
      name: "broken",
      inputSchema: { type: "object", properties: { a: { type: "wat" } } },
    };
    expect(validator.validateToolInput(broken as ToolDefinition, {}).ok).toBe(true);
    expect(otel.spans()[0]?.attributes).toMatchObject({
      "tool_input.schema_error": true,
      "tool_input.outcome": "unchecked",
    });
    // Counted apart from the valid calls: the calls no schema checked.
    expect((await otel.counters())["tool_input.calls"]).toEqual([
      { attributes: { "gen_ai.tool.name": "broken", "tool_input.outcome": "unchecked" }, value: 1 },
    ]);
  });

  it("leaves the validator's other methods as they are, and the validator itself untouched", () => {
    const plain = createValidator();
    const validator = createTelemetry(otel).instrument(plain);
    expect(validator.validate({ type: "string" }, 1).valid).toBe(false);
    expect(plain.validateToolInput).not.toBe(validator.validateToolInput);
    expect(otel.spans()).toEqual([]);
  });

  it("counts each run of a schema of its toolInputSchema, answering as the validator's own", async () => {
    // Without hints, the "each" issue of `pth` has no did-you-mean: the validator's defaults hold.
    const options = { hints: false };
    const plain = createValidator(options);
    const validator = createTelemetry(otel).instrument(createValidator(options));
    const calls: [Record<string, unknown>, "message" | "each"][] = [
      [{ path: "a", head: "5" }, "message"],
      [{ path: 1, extra: true }, "message"],
      [{ pth: "a" }, "each"],
    ];
    for (const [input, issues] of calls) {
      const schema = validator.toolInputSchema(read, { issues });
      expect(schema["~standard"].validate(input)).toEqual(
        plain.toolInputSchema(read, { issues })["~standard"].validate(input),
      );
    }
    expect(await otel.counters()).toEqual({
      "tool_input.calls": [
        { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "rejected" }, value: 2 },
        { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "repaired" }, value: 1 },
      ],
      "tool_input.repairs": [
        { attributes: { "gen_ai.tool.name": "read", "tool_input.rule": "number" }, value: 1 },
      ],
      "tool_input.rejections": [
        {
          attributes: { "gen_ai.tool.name": "read", "tool_input.rejected_by": "tool-input" },
          value: 2,
        },
      ],
    });
    expect(otel.spans().map((span) => span.attributes["tool_input.outcome"])).toEqual([
      "repaired",
      "rejected",
      "rejected",
    ]);
  });

  it("instruments a frozen validator, leaving it as it was", async () => {
    const frozen = Object.freeze(createValidator());
    const validator = createTelemetry(otel).instrument(frozen);
    expect(validator.validateToolInput(read, { path: "a", head: "5" })).toEqual({
      ok: true,
      status: "accepted",
      value: { path: "a", head: 5 },
      coercions: [{ path: ["head"], rule: "number", from: "5", to: 5 }],
    });
    expect(validator.validate({ type: "string" }, "a").valid).toBe(true);
    expect(validator.validateToolInput).not.toBe(frozen.validateToolInput);
    expect(Object.isFrozen(frozen)).toBe(true);
    expect((await otel.counters())["tool_input.calls"]).toEqual([
      { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "repaired" }, value: 1 },
    ]);
  });

  it("reads like the validator it instruments: its keys, a spread copy, `in`, its class", () => {
    class Runner {
      readonly #calls: unknown[] = [];
      validateToolInput(tool: ToolDefinition, input: unknown) {
        this.#calls.push(input);
        return createValidator().validateToolInput(tool, input);
      }
      get calls(): number {
        return this.#calls.length;
      }
    }
    const runner = new Runner();
    const instrumented = createTelemetry(otel).instrument(runner);
    expect(instrumented.validateToolInput(read, { path: "a" }).ok).toBe(true);
    expect(instrumented.calls).toBe(1);
    expect(instrumented).toBeInstanceOf(Runner);
    const plain = createValidator();
    const validator = createTelemetry(otel).instrument(plain);
    expect(Object.keys(validator)).toEqual(["validate", "validateToolInput", "toolInputSchema"]);
    expect({ ...validator }.validateToolInput).toBe(validator.validateToolInput);
    expect("toolInputSchema" in validator).toBe(true);
    expect(otel.spans()).toHaveLength(1);
  });

  it("bounds the names of unknown tools a model may invent: 100, then one label", async () => {
    const telemetry = createTelemetry(otel);
    for (let i = 0; i < 150; i += 1) telemetry.unknownTool(`ghost_${i}`);
    telemetry.unknownTool(`${"x".repeat(1000)}`);
    const points = (await otel.counters())["tool_input.unknown_tools"] ?? [];
    expect(points).toHaveLength(101);
    expect(points.find((p) => p.attributes["gen_ai.tool.name"] === "(other)")?.value).toBe(51);
  });

  it("cuts a long name at 128 characters, the last an ellipsis, never between a surrogate pair", async () => {
    const telemetry = createTelemetry(otel);
    telemetry.unknownTool(`${"a".repeat(127)}😀_tool`);
    telemetry.unknownTool(`${"b".repeat(126)}😀_tool`);
    telemetry.unknownTool("c".repeat(128));
    const points = (await otel.counters())["tool_input.unknown_tools"] ?? [];
    expect(points.map((p) => p.attributes["gen_ai.tool.name"])).toEqual([
      `${"a".repeat(127)}…`,
      `${"b".repeat(126)}…`,
      "c".repeat(128),
    ]);
  });

  it("never throws on a tool or a name it cannot read, and labels them as messages name them", async () => {
    const telemetry = createTelemetry(otel);
    const validator = telemetry.instrument(createValidator());
    const throwingName = {
      get name(): string {
        throw new Error("trap");
      },
      inputSchema: read.inputSchema,
    };
    const hostile = [null, undefined, { inputSchema: true }, throwingName];
    for (const tool of hostile) {
      expect(validator.validateToolInput(tool as ToolDefinition, { path: "a" })).toMatchObject({
        ok: expect.any(Boolean),
      });
    }
    const trap = new Proxy(
      {},
      {
        get: () => {
          throw new Error("trap");
        },
      },
    );
    for (const name of [undefined, null, 7, trap]) telemetry.unknownTool(name as string);
    const counters = await otel.counters();
    const names = (metric: string) =>
      (counters[metric] ?? []).map((p) => [p.attributes["gen_ai.tool.name"], p.value]);
    // A tool with no schema is passed on unchecked; the two others are valid.
    const calls = (counters["tool_input.calls"] ?? []).map((p) => [
      p.attributes["gen_ai.tool.name"],
      p.attributes["tool_input.outcome"],
      p.value,
    ]);
    expect(calls.sort()).toEqual([
      ["(unnamed tool)", "unchecked", 2],
      ["(unnamed tool)", "valid", 2],
    ]);
    expect(names("tool_input.unknown_tools")).toEqual([
      ["", 3],
      ["7", 1],
    ]);
  });

  it("costs no SDK without providers: the API's no-op meter and tracer", () => {
    const validator = createTelemetry().instrument(createValidator());
    expect(validator.validateToolInput(read, { path: "a" }).ok).toBe(true);
  });
});
