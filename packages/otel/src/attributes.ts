// The names of what the integration records (docs/observability.md, "What is recorded"). The
// tool's name uses the OpenTelemetry semantic conventions' `gen_ai.tool.name`, the MCP method
// `mcp.method.name`; the rest is tool-input's own, under `tool_input.`.

/** Attribute names on every metric point and span. */
export const ATTRIBUTES = {
  tool: "gen_ai.tool.name",
  method: "mcp.method.name",
  outcome: "tool_input.outcome",
  rule: "tool_input.rule",
  rejectedBy: "tool_input.rejected_by",
  repairs: "tool_input.repairs",
  rules: "tool_input.rules",
  issues: "tool_input.issues",
  schemaError: "tool_input.schema_error",
  retried: "tool_input.retried",
  known: "tool_input.known",
} as const;

/** Metric names: each a counter. */
export const METRICS = {
  calls: "tool_input.calls",
  repairs: "tool_input.repairs",
  rejections: "tool_input.rejections",
  retries: "tool_input.retries",
  learnedFields: "tool_input.learned_fields",
  unknownTools: "tool_input.unknown_tools",
} as const;

/** The name of the span of one pipeline run. */
export const VALIDATE_SPAN = "tool_input.validate";

/** The instrumentation scope name, for meters and tracers. */
export const SCOPE = "@tool-input/otel";
