import { type Counter, createNoopMeter, type Meter } from "@opentelemetry/api";
import { METRICS } from "./attributes.js";

/** The counters the integration adds to, by the keys of `METRICS`. */
export type Instruments = { readonly [K in keyof typeof METRICS]: Counter };

/** Each counter's description and unit (docs/observability.md, "What is recorded"). */
const COUNTERS: { readonly [K in keyof typeof METRICS]: readonly [string, string] } = {
  calls: ["Tool calls run through the pipeline or answered through the MCP wrapper", "{call}"],
  repairs: ["Repairs made to accepted tool calls, by rule", "{repair}"],
  rejections: [
    "Rejections of tool calls, by tool-input (invalid after repair) or by the server; one call may be rejected by both, or again after a retry",
    "{rejection}",
  ],
  retries: ["Rejected tool calls sent once more with JSON text decoded", "{call}"],
  learnedFields: ["Fields a successful retry taught to decode before sending", "{field}"],
  unknownTools: ["Tool calls naming a tool the catalog or server does not list", "{call}"],
};

/** Creates the counters on `meter`, once per telemetry. */
export function createInstruments(meter: Meter): Instruments {
  const counter = (key: keyof typeof METRICS): Counter => {
    const [description, unit] = COUNTERS[key];
    try {
      return meter.createCounter(METRICS[key], { description, unit });
    } catch {
      // A meter that cannot make a counter records nothing, and the rest still works.
      return createNoopMeter().createCounter(METRICS[key]);
    }
  };
  return {
    calls: counter("calls"),
    repairs: counter("repairs"),
    rejections: counter("rejections"),
    retries: counter("retries"),
    learnedFields: counter("learnedFields"),
    unknownTools: counter("unknownTools"),
  };
}
