// The MCP SDK's HTTP transports, loaded only for --url and --listen, so that the stdio proxy
// needs no SDK installed (docs/install.md, docs/cli.md "Remote servers").

/** Said when the SDK is not installed beside the CLI. */
export const SDK_MISSING: string =
  "--url and --listen need @modelcontextprotocol/sdk, which is not installed: run " +
  "`npx -y -p @tool-input/cli -p @modelcontextprotocol/sdk tool-input proxy …`, " +
  "or install it beside @tool-input/cli";

/** The SDK's modules that the HTTP proxy uses. */
export async function loadSdk(): Promise<{
  StreamableHTTPClientTransport: typeof import("@modelcontextprotocol/sdk/client/streamableHttp.js").StreamableHTTPClientTransport;
  StreamableHTTPError: typeof import("@modelcontextprotocol/sdk/client/streamableHttp.js").StreamableHTTPError;
  SSEClientTransport: typeof import("@modelcontextprotocol/sdk/client/sse.js").SSEClientTransport;
  StreamableHTTPServerTransport: typeof import("@modelcontextprotocol/sdk/server/streamableHttp.js").StreamableHTTPServerTransport;
}> {
  try {
    const [http, sse, server] = await Promise.all([
      import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
      import("@modelcontextprotocol/sdk/client/sse.js"),
      import("@modelcontextprotocol/sdk/server/streamableHttp.js"),
    ]);
    return {
      StreamableHTTPClientTransport: http.StreamableHTTPClientTransport,
      StreamableHTTPError: http.StreamableHTTPError,
      SSEClientTransport: sse.SSEClientTransport,
      StreamableHTTPServerTransport: server.StreamableHTTPServerTransport,
    };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND")
      throw new Error(SDK_MISSING);
    throw error;
  }
}
