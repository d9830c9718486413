export { ATTRIBUTES, METRICS, SCOPE, VALIDATE_SPAN } from "./attributes.js";
export type { TelemetryOptions, ToolInputTelemetry } from "./create-telemetry.js";
export { createTelemetry } from "./create-telemetry.js";
export type { PipelineRunner } from "./pipeline-runner.js";
export type { PipelineOutcome } from "./record-pipeline-run.js";
export type {
  EnvironmentTelemetry,
  StartFromEnvironmentOptions,
} from "./start-from-environment.js";
export { startFromEnvironment } from "./start-from-environment.js";
export type { WrapperEvent } from "./wrapper-event.js";
