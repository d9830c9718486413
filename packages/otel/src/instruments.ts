import type { Counter, Meter } from "@opentelemetry/api";
import { METRICS } from "./attributes.js";

/** The counters the integration adds to. */
export interface Instruments {
  readonly calls: Counter;
  readonly repairs: Counter;
  readonly rejections: Counter;
  readonly retries: Counter;
  readonly learnedFields: Counter;
  readonly unknownTools: Counter;
}

/** Creates the counters on `meter`, once per telemetry. */
export function createInstruments(meter: Meter): Instruments {
  return {
    calls: meter.createCounter(METRICS.calls, {
      description: "Tool calls run through the pipeline or answered through the MCP wrapper",
      unit: "{call}",
    }),
    repairs: meter.createCounter(METRICS.repairs, {
      description: "Repairs made to accepted tool calls, by rule",
      unit: "{repair}",
    }),
    rejections: meter.createCounter(METRICS.rejections, {
      description: "Tool calls rejected, by tool-input (invalid after repair) or by the server",
      unit: "{call}",
    }),
    retries: meter.createCounter(METRICS.retries, {
      description: "Rejected tool calls sent once more with JSON text decoded",
      unit: "{call}",
    }),
    learnedFields: meter.createCounter(METRICS.learnedFields, {
      description: "Fields a successful retry taught to decode before sending",
      unit: "{field}",
    }),
    unknownTools: meter.createCounter(METRICS.unknownTools, {
      description: "Tool calls naming a tool the catalog or server does not list",
      unit: "{call}",
    }),
  };
}
