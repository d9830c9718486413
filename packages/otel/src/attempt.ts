/**
 * Runs `record`, swallowing what it throws: telemetry never reaches the call, and a counter that
 * throws must not take the span with it, nor the span the counters (docs/observability.md, "Bounds").
 */
export function attempt(record: () => void): void {
  try {
    record();
  } catch {
    // A meter, tracer or span processor that throws: this record is lost, the others are kept.
  }
}
