import { createTelemetry, type ToolInputTelemetry } from "./create-telemetry.js";

/** Telemetry exported where the standard `OTEL_*` environment variables say, and how to stop it. */
export interface EnvironmentTelemetry {
  /** The telemetry, on the SDK's global providers. */
  readonly telemetry: ToolInputTelemetry;
  /** Flushes what is pending and stops the SDK. */
  shutdown(): Promise<void>;
}

/** Options for `startFromEnvironment`. */
export interface StartFromEnvironmentOptions {
  /**
   * The `service.name` when neither `OTEL_SERVICE_NAME` nor `service.name` in
   * `OTEL_RESOURCE_ATTRIBUTES` sets one (an empty variable sets none).
   */
  readonly serviceName?: string | undefined;
}

/**
 * Starts the OpenTelemetry Node SDK (`@opentelemetry/sdk-node`, loaded only now, an optional
 * peer) configured by the standard environment variables: `OTEL_TRACES_EXPORTER`,
 * `OTEL_METRICS_EXPORTER`, `OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_PROTOCOL`,
 * `OTEL_SERVICE_NAME`, `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_METRIC_EXPORT_INTERVAL`,
 * `OTEL_SDK_DISABLED` and the rest the SDK reads. Rejects with `[otel] …` when the SDK is not
 * installed. `tool-input proxy --otel` calls it.
 */
export async function startFromEnvironment(
  options: StartFromEnvironmentOptions = {},
): Promise<EnvironmentTelemetry> {
  let sdkModule: typeof import("@opentelemetry/sdk-node");
  try {
    sdkModule = await import("@opentelemetry/sdk-node");
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `[otel] @opentelemetry/sdk-node could not be loaded (install it beside @tool-input/otel and @opentelemetry/api): ${why}`,
    );
  }
  const { serviceName } = options;
  // The default goes into the resource the SDK's detectors are merged onto, so `OTEL_SERVICE_NAME`
  // and `service.name` in `OTEL_RESOURCE_ATTRIBUTES` override it, as the SDK reads them (an
  // empty variable is unset) (docs/observability.md, "The proxy"). `serviceName` of `NodeSDK`
  // would override both.
  const resource =
    serviceName === undefined
      ? undefined
      : sdkModule.resources
          .defaultResource()
          .merge(sdkModule.resources.resourceFromAttributes({ "service.name": serviceName }));
  const sdk = new sdkModule.NodeSDK({
    ...(resource === undefined ? {} : { resource }),
    instrumentations: [],
  });
  sdk.start();
  return { telemetry: createTelemetry(), shutdown: () => sdk.shutdown() };
}
