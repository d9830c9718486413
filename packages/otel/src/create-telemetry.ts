import {
  createNoopMeter,
  type Meter,
  type MeterProvider,
  metrics,
  ProxyTracerProvider,
  type Tracer,
  type TracerProvider,
  trace,
} from "@opentelemetry/api";
import { nameText, toolInputSchemaThrough } from "@tool-input/validate";
import { ATTRIBUTES, SCOPE } from "./attributes.js";
import { instrumentedValidateToolInput } from "./instrumented-validate-tool-input.js";
import { createInstruments } from "./instruments.js";
import type { PipelineRunner } from "./pipeline-runner.js";
import { type Recorders, recordWrapperEvent } from "./record-wrapper-event.js";
import { ToolLabels } from "./tool-label.js";
import { withOverrides } from "./with-overrides.js";
import type { WrapperEvent } from "./wrapper-event.js";

/** Options for `createTelemetry`. */
export interface TelemetryOptions {
  /** Where the counters go. Default: the global meter provider (`metrics.getMeterProvider()`). */
  readonly meterProvider?: MeterProvider | undefined;
  /** Where the spans go. Default: the global tracer provider (`trace.getTracerProvider()`). */
  readonly tracerProvider?: TracerProvider | undefined;
}

/** Records what tool-input does as OpenTelemetry metrics and spans (docs/observability.md). */
export interface ToolInputTelemetry {
  /**
   * `validator` with each `validateToolInput` run in a span and counted, and, for a validator of
   * `createValidator`, each run of a schema of its `toolInputSchema`; its other methods unchanged.
   */
  instrument<TValidator extends PipelineRunner>(validator: TValidator): TValidator;
  /** For `repairingTransport(…, { onEvent })` of `@tool-input/mcp` and the proxy; never throws. */
  readonly onEvent: (event: WrapperEvent) => void;
  /**
   * Counts a call naming a tool the harness's catalog does not have (the pipeline never sees it).
   * A name that is not a string is read as `checkCall` reads one; never throws.
   */
  unknownTool(name: string): void;
}

/**
 * Creates the counters and the tracer once. Costs nothing more than the OpenTelemetry API's
 * no-op calls until an SDK is registered or providers are given.
 */
export function createTelemetry(options: TelemetryOptions = {}): ToolInputTelemetry {
  // Read inside each provider's guard: options that are not an object, or whose getter throws,
  // give the no-op meter or tracer too.
  const meter = meterOf(() => options.meterProvider);
  const tracer = tracerOf(() => options.tracerProvider);
  const recorders: Recorders = {
    instruments: createInstruments(meter),
    tracer,
    labels: new ToolLabels(),
  };

  function instrument<TValidator extends PipelineRunner>(validator: TValidator): TValidator {
    const validateToolInput = instrumentedValidateToolInput(validator, recorders);
    // A validator of `createValidator` gets a `toolInputSchema` whose runs are counted too
    // (docs/observability.md, "The pipeline"); another keeps its own.
    const toolInputSchema = toolInputSchemaThrough(validator, validateToolInput);
    const overrides =
      toolInputSchema === undefined
        ? { validateToolInput }
        : { validateToolInput, toolInputSchema };
    return withOverrides(validator, overrides as Partial<TValidator>);
  }

  return {
    instrument,
    onEvent: (event) => {
      try {
        recordWrapperEvent(event, recorders);
      } catch {
        // Telemetry must never break a call (docs/observability.md).
      }
    },
    unknownTool: (name) => {
      try {
        recorders.instruments.unknownTools.add(1, {
          [ATTRIBUTES.tool]: recorders.labels.of(nameText(name), false),
        });
      } catch {
        // Telemetry must never break a call (docs/observability.md).
      }
    },
  };
}

// A provider that throws gives the API's no-op meter or tracer: creating the telemetry never
// throws (docs/observability.md, "Bounds").
function meterOf(provider: () => MeterProvider | undefined): Meter {
  try {
    return (provider() ?? metrics.getMeterProvider()).getMeter(SCOPE);
  } catch {
    return createNoopMeter();
  }
}

function tracerOf(provider: () => TracerProvider | undefined): Tracer {
  try {
    return (provider() ?? trace.getTracerProvider()).getTracer(SCOPE);
  } catch {
    // A proxy provider with no delegate hands out the API's no-op tracer.
    return new ProxyTracerProvider().getTracer(SCOPE);
  }
}
