import type { MeterProvider, TracerProvider } from "@opentelemetry/api";
import {
  BasicTracerProvider,
  type ReadableSpan,
  type Span,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { createToolCatalog, createValidator } from "@tool-input/validate";
import { afterEach, describe, expect, it } from "vitest";
import { createTelemetry, type TelemetryOptions } from "./create-telemetry.js";
import type { PipelineRunner } from "./pipeline-runner.js";
import { inMemoryOtel } from "./test-support/in-memory-otel.js";
import { readTool as read } from "./test-support/read-tool.js";

// Telemetry never reaches the call (docs/observability.md, "Bounds"): with a tracer or a meter
// that throws at any step, an instrumented validator answers exactly as the plain one does.

const inputs = [{ path: "a" }, { path: "a", head: "5" }, { head: 5 }];

const fails = (what: string) => () => {
  throw new Error(`${what} failed`);
};
const processor = (overrides: Partial<SpanProcessor>): SpanProcessor => ({
  onStart: () => undefined,
  onEnd: () => undefined,
  forceFlush: async () => undefined,
  shutdown: async () => undefined,
  ...overrides,
});
const tracing = (overrides: Partial<SpanProcessor>) =>
  new BasicTracerProvider({ spanProcessors: [processor(overrides)] });
const throwingMeterProvider = {
  getMeter: () => ({ createCounter: () => ({ add: fails("add") }) }),
} as unknown as MeterProvider;

let otel = inMemoryOtel();
afterEach(async () => {
  await otel.shutdown();
  otel = inMemoryOtel();
});

const hostile: [string, () => TelemetryOptions][] = [
  [
    "startSpan throws (onStart)",
    () => ({ tracerProvider: tracing({ onStart: fails("onStart") }) }),
  ],
  ["end throws (onEnd)", () => ({ tracerProvider: tracing({ onEnd: fails("onEnd") }) })],
  [
    "setAttribute and setAttributes throw",
    () => ({
      tracerProvider: tracing({
        onStart: (span: Span) => {
          span.setAttribute = fails("setAttribute");
          span.setAttributes = fails("setAttributes");
        },
      }),
    }),
  ],
  ["a counter's add throws", () => ({ meterProvider: throwingMeterProvider })],
];

describe("an instrumented validator whose telemetry throws", () => {
  it.each(hostile)(
    "%s: validateToolInput returns what the plain validator returns",
    (_, options) => {
      const plain = createValidator();
      const validator = createTelemetry(options()).instrument(createValidator());
      for (const input of inputs) {
        expect(validator.validateToolInput(read, input)).toEqual(
          plain.validateToolInput(read, input),
        );
      }
    },
  );

  it.each(hostile)("%s: a catalog on it accepts a valid call", (_, options) => {
    const validator = createTelemetry(options()).instrument(createValidator());
    const catalog = createToolCatalog([read], { validator });
    const plain = createToolCatalog([read], { validator: createValidator() });
    const call = { name: "read", arguments: { path: "a" } };
    expect(catalog.checkCall(call)).toEqual(plain.checkCall(call));
    expect(catalog.checkCall(call)).toMatchObject({ ok: true, value: { path: "a" } });
  });

  it("is created from options it cannot read, with the no-op meter and tracer", () => {
    const unreadable = Object.defineProperty({}, "meterProvider", {
      get: () => {
        throw new Error("boom");
      },
    });
    for (const options of [null, unreadable]) {
      const telemetry = createTelemetry(options as never);
      const validator = telemetry.instrument(createValidator());
      expect(validator.validateToolInput(read, { path: "a" }).ok).toBe(true);
    }
  });

  it("still counts the run when the span cannot be started", async () => {
    const telemetry = createTelemetry({
      meterProvider: otel.meterProvider,
      tracerProvider: tracing({ onStart: fails("onStart") }),
    });
    telemetry.instrument(createValidator()).validateToolInput(read, { path: "a" });
    expect((await otel.counters())["tool_input.calls"]).toEqual([
      { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "valid" }, value: 1 },
    ]);
  });

  it("keeps the spans, attributes and all, when every counter's add throws", () => {
    const telemetry = createTelemetry({
      meterProvider: throwingMeterProvider,
      tracerProvider: otel.tracerProvider,
    });
    telemetry.instrument(createValidator()).validateToolInput(read, { path: "a", head: "5" });
    const call = { kind: "call", tool: "read", outcome: "ok", repairs: 0, retried: false } as const;
    telemetry.onEvent({ ...call, known: true, durationMs: 3 });
    expect(otel.spans().map(({ name, attributes }) => ({ name, attributes }))).toEqual([
      {
        name: "tool_input.validate",
        attributes: {
          "gen_ai.tool.name": "read",
          "tool_input.outcome": "repaired",
          "tool_input.repairs": 1,
          "tool_input.rules": ["number"],
          "tool_input.schema_error": false,
        },
      },
      {
        name: "tools/call read",
        attributes: {
          "gen_ai.tool.name": "read",
          "mcp.method.name": "tools/call",
          "tool_input.outcome": "ok",
          "tool_input.repairs": 0,
          "tool_input.retried": false,
          "tool_input.known": true,
        },
      },
    ]);
  });

  it.each([
    ["getMeter", { getMeter: fails("getMeter") }, "tracer"],
    ["createCounter", { getMeter: () => ({ createCounter: fails("createCounter") }) }, "tracer"],
    ["getTracer", { getTracer: fails("getTracer") }, "meter"],
  ] as const)(
    "is created when %s throws, and records with what still works",
    async (_, provider, kept) => {
      const options =
        kept === "tracer"
          ? {
              meterProvider: provider as unknown as MeterProvider,
              tracerProvider: otel.tracerProvider,
            }
          : {
              meterProvider: otel.meterProvider,
              tracerProvider: provider as unknown as TracerProvider,
            };
      const telemetry = createTelemetry(options);
      const plain = createValidator();
      const validator = telemetry.instrument(createValidator());
      expect(validator.validateToolInput(read, { path: "a" })).toEqual(
        plain.validateToolInput(read, { path: "a" }),
      );
      if (kept === "tracer") {
        expect(otel.spans().map((span) => span.attributes["tool_input.outcome"])).toEqual([
          "valid",
        ]);
      } else {
        expect((await otel.counters())["tool_input.calls"]).toEqual([
          { attributes: { "gen_ai.tool.name": "read", "tool_input.outcome": "valid" }, value: 1 },
        ]);
      }
    },
  );

  it("ends the span when the runner throws, and lets the runner's error through", () => {
    const spans: ReadableSpan[] = [];
    const telemetry = createTelemetry({ tracerProvider: tracing({ onEnd: (s) => spans.push(s) }) });
    const runner: PipelineRunner = { validateToolInput: fails("runner") };
    expect(() => telemetry.instrument(runner).validateToolInput(read, {})).toThrow("runner failed");
    expect(spans.map((span) => span.name)).toEqual(["tool_input.validate"]);
  });
});
