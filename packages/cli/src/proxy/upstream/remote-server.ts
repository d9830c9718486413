import type {
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { loadSdk } from "../load-sdk.js";
import { requestSignalFetch } from "./request-signal-fetch.js";
import type { Upstream, UpstreamEnd } from "./upstream.js";
import { withoutUrl } from "./without-url.js";

// How long closing waits for the server to answer the DELETE that ends the session.
const CLOSE_MS = 2_000;

/**
 * A remote MCP server as the proxy's server side (docs/cli.md, "Remote servers"): the SDK's
 * Streamable HTTP client transport, or its HTTP+SSE one when the server answers the first
 * request (`initialize`) with a 4xx other than 401 and 403, as the SDK's clients fall back. The
 * SDK is loaded when the proxy starts, not before, so the stdio proxy runs without it.
 */
export class RemoteServer implements Upstream {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  readonly ended: Promise<UpstreamEnd>;
  readonly label: string;
  readonly #url: URL;
  readonly #headers: Readonly<Record<string, string>>;
  #inner: Transport | undefined;
  #sdk: Awaited<ReturnType<typeof loadSdk>> | undefined;
  #initialize: RequestId | undefined;
  #trying = false;
  #end: (end: UpstreamEnd) => void = () => {};
  #over = false;

  constructor(url: URL, headers: Readonly<Record<string, string>>) {
    this.#url = url;
    this.#headers = headers;
    // The query and credentials are left out: they may hold a token.
    this.label = `${url.origin}${url.pathname}`;
    this.ended = new Promise((resolve) => {
      this.#end = resolve;
    });
  }

  get sessionId(): string | undefined {
    return this.#inner?.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.#inner?.setProtocolVersion?.(version);
  }

  async start(): Promise<void> {
    try {
      await this.#start();
    } catch (error) {
      throw this.#withoutUrl(error);
    }
  }

  async #start(): Promise<void> {
    this.#sdk = await loadSdk();
    const http = new this.#sdk.StreamableHTTPClientTransport(this.#url, {
      requestInit: { headers: { ...this.#headers } },
      fetch: requestSignalFetch(),
    });
    await this.#use(http);
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    try {
      await this.#send(message, options);
    } catch (error) {
      throw this.#withoutUrl(error);
    }
  }

  #withoutUrl(error: unknown): Error {
    return withoutUrl(error, this.#url, this.label);
  }

  async #send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const inner = this.#inner;
    if (inner === undefined) throw new Error("the remote server is not connected");
    const m = message as { method?: unknown; id?: RequestId };
    if (m.method !== "initialize" || this.#sdk === undefined)
      return this.#sent(inner, message, options);
    this.#initialize = m.id;
    this.#trying = true;
    try {
      return await inner.send(message, options);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const fallBack =
        error instanceof this.#sdk.StreamableHTTPError &&
        typeof code === "number" &&
        code >= 400 &&
        code < 500 &&
        code !== 401 &&
        code !== 403;
      if (!fallBack) throw error;
    } finally {
      this.#trying = false;
    }
    // The older HTTP+SSE transport (MCP 2024-11-05): a GET opens the stream, posts go where it says.
    const sse = new this.#sdk.SSEClientTransport(this.#url, {
      requestInit: { headers: { ...this.#headers } },
      fetch: requestSignalFetch(),
    });
    const http = inner;
    http.onclose = undefined;
    await http.close();
    await this.#use(sse);
    return sse.send(message);
  }

  async close(): Promise<void> {
    const inner = this.#inner;
    if (inner === undefined || this.#over) return;
    const terminate = (inner as { terminateSession?: () => Promise<void> }).terminateSession;
    if (inner.sessionId !== undefined && terminate !== undefined) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        terminate.call(inner).catch(() => {}),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_MS);
        }),
      ]);
      clearTimeout(timer);
    }
    await inner.close();
  }

  kill(): void {}

  async #use(inner: Transport): Promise<void> {
    this.#inner = inner;
    inner.onmessage = (message) => {
      const m = message as {
        id?: RequestId;
        method?: unknown;
        result?: { protocolVersion?: unknown };
      };
      // The server's protocol version goes on each later request (MCP-Protocol-Version).
      if (m.method === undefined && m.id === this.#initialize && m.id !== undefined) {
        const version = m.result?.protocolVersion;
        if (typeof version === "string") inner.setProtocolVersion?.(version);
      }
      this.onmessage?.(message);
    };
    inner.onerror = (error) => {
      if (!this.#trying) this.onerror?.(this.#withoutUrl(error));
    };
    inner.onclose = () => this.#finish({ status: 0, how: "closed the connection" });
    await inner.start();
  }

  async #sent(
    inner: Transport,
    message: JSONRPCMessage,
    options?: TransportSendOptions,
  ): Promise<void> {
    try {
      await inner.send(message, options);
    } catch (error) {
      // A session the server no longer knows cannot be resumed: the proxy ends, as a server
      // process that exits does, and the client starts again.
      const code = (error as { code?: unknown }).code;
      if (code === 404 && inner.sessionId !== undefined) {
        this.#finish({ status: 1, how: "ended the session" });
        void inner.close();
      }
      throw error;
    }
  }

  #finish(end: UpstreamEnd): void {
    if (this.#over) return;
    this.#over = true;
    this.#end(end);
    this.onclose?.();
  }
}
