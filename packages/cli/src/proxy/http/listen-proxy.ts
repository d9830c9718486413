import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { EXIT, usageError } from "../../terminal/cli-error.js";
import type { CliIo } from "../../terminal/cli-io.js";
import { expandEnv } from "../expand-env.js";
import { loadSdk } from "../load-sdk.js";
import type { ListenAddress } from "../proxy-target.js";
import { RelatingTransport } from "../relating-transport.js";
import { openLog, type ProxySpec, proxySession, say } from "../run-proxy.js";
import { type GuardOptions, refusal } from "./http-guard.js";
import { IdleTimer } from "./idle-timer.js";
import { readBody } from "./read-body.js";

/** `--listen` and what it lets in. */
export interface ListenOptions extends ListenAddress {
  /** `--token`, `${VAR}` not yet expanded. */
  readonly token?: string | undefined;
  readonly origins: readonly string[];
  /** How long a session may have no request open before it is ended (default 10 minutes). */
  readonly idleMs?: number | undefined;
  /** Stops the proxy when aborted, as SIGINT and SIGTERM do. */
  readonly signal?: AbortSignal | undefined;
}

/** The largest request body taken (the SDK's own limit for its HTTP transports). */
export const MAX_REQUEST_BYTES: number = 4 * 1024 * 1024;
/** Client sessions open at once; one more is refused with 503. */
export const MAX_SESSIONS = 64;
/** How long a session may go without a request open (no GET stream either) before it ends. */
export const SESSION_IDLE_MS: number = 10 * 60_000;

const PATH = "/mcp";

interface Session {
  readonly transport: {
    handleRequest(req: IncomingMessage, res: ServerResponse, body?: unknown): Promise<void>;
    close(): Promise<void>;
  };
  readonly done: Promise<unknown>;
  readonly idle: IdleTimer;
}

/**
 * `tool-input proxy --listen [HOST:]PORT` (docs/cli.md, "--listen"): a Streamable HTTP endpoint
 * at `/mcp`, the SDK's server transport, with one server session (a process, or a session with
 * the `--url` server) per client session, ended when the client's session ends. Runs until
 * SIGINT or SIGTERM, then ends every session and exits 0.
 */
export async function runListen(
  spec: ProxySpec,
  options: ListenOptions,
  io: CliIo,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  let token: string | undefined;
  if (options.token !== undefined) {
    const expanded = expandEnv(options.token, env);
    if (!expanded.ok) return usageError(io, "proxy", `--token: ${expanded.error}`);
    if (expanded.value === "") return usageError(io, "proxy", "--token is empty");
    token = expanded.value;
  }
  let sdk: Awaited<ReturnType<typeof loadSdk>>;
  try {
    sdk = await loadSdk();
  } catch (error) {
    say(io, `tool-input proxy: ${(error as Error).message}`);
    return EXIT.unusable;
  }
  const log = spec.log === undefined ? undefined : openLog(spec.log, io);
  if (spec.log !== undefined && log === undefined) return EXIT.unusable;
  const sessions = new Map<string, Session>();
  const starting = new Set<Session>();
  let guard: GuardOptions = { ...options, token };

  const open = async (req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> => {
    if (sessions.size + starting.size >= MAX_SESSIONS) {
      return refuse(res, 503, `Service Unavailable: ${MAX_SESSIONS} sessions are open`);
    }
    const transport = new sdk.StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        starting.delete(entry);
        sessions.set(id, entry);
      },
    });
    const client = new RelatingTransport(transport);
    const session = await proxySession(spec, client, io, log);
    if (session === undefined)
      return refuse(res, 502, "Bad Gateway: the MCP server could not be started");
    const idle = new IdleTimer(options.idleMs ?? SESSION_IDLE_MS, () => void transport.close());
    const entry: Session = { transport, done: session.done, idle };
    starting.add(entry);
    idle.hold(res);
    void session.done.then(() => {
      idle.stop();
      starting.delete(entry);
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    });
    await client.start();
    await transport.handleRequest(req, res, body);
    // An initialize the transport refused opened no session: its server goes too.
    if (transport.sessionId === undefined) await transport.close();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== PATH) return refuse(res, 404, `Not Found: the MCP endpoint is ${PATH}`);
    const refused = refusal(req.headers, guard);
    if (refused !== undefined) return refuse(res, refused.status, refused.message, refused.headers);
    const origin = req.headers.origin;
    if (origin !== undefined) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-expose-headers", "mcp-session-id, mcp-protocol-version");
      res.setHeader("vary", "Origin");
    }
    if (req.method === "OPTIONS") {
      res.setHeader("access-control-allow-methods", "GET, POST, DELETE");
      res.setHeader(
        "access-control-allow-headers",
        "authorization, content-type, last-event-id, mcp-protocol-version, mcp-session-id",
      );
      res.writeHead(204).end();
      return;
    }
    if (req.method !== "POST" && req.method !== "GET" && req.method !== "DELETE") {
      return refuse(res, 405, "Method Not Allowed", { allow: "GET, POST, DELETE" });
    }
    const id = req.headers["mcp-session-id"];
    const session = typeof id === "string" ? sessions.get(id) : undefined;
    if (id !== undefined && session === undefined)
      return refuse(res, 404, "Not Found: no such session");
    let body: unknown;
    if (req.method === "POST") {
      const read = await readBody(req, MAX_REQUEST_BYTES);
      if (!read.ok) return refuse(res, read.status, read.message);
      body = read.value;
    }
    if (session !== undefined) {
      session.idle.hold(res);
      return session.transport.handleRequest(req, res, body);
    }
    if (req.method === "POST" && isInitialize(body)) return open(req, res, body);
    return refuse(res, 400, "Bad Request: No valid session ID provided");
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      say(io, `tool-input proxy: ${error.message}`);
      if (!res.headersSent) refuse(res, 500, "Internal Server Error");
      else res.end();
    });
  });
  const listening = await new Promise<Error | undefined>((resolve) => {
    server.once("error", resolve);
    server.listen(options.port, options.host, () => resolve(undefined));
  });
  if (listening !== undefined) {
    say(
      io,
      `tool-input proxy: cannot listen on ${options.host}:${options.port}: ${listening.message}`,
    );
    await log?.close();
    return EXIT.unusable;
  }
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;
  guard = { ...guard, port };
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  say(io, `tool-input proxy: listening on http://${host}:${port}${PATH}`);

  await new Promise<void>((resolve) => {
    const stop = (): void => {
      for (const signal of ["SIGINT", "SIGTERM"] as const) process.off(signal, stop);
      options.signal?.removeEventListener("abort", stop);
      resolve();
    };
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
    if (options.signal?.aborted) stop();
    else options.signal?.addEventListener("abort", stop, { once: true });
  });
  const all = [...sessions.values(), ...starting];
  await Promise.allSettled(all.map((session) => session.transport.close()));
  await Promise.allSettled(all.map((session) => session.done));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await log?.close();
  return EXIT.ok;
}

function isInitialize(body: unknown): boolean {
  const messages = Array.isArray(body) ? body : [body];
  return messages.some((m) => (m as { method?: unknown } | null)?.method === "initialize");
}

/** Answers with `status` and a JSON-RPC error, as the SDK's transport does. */
function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null });
  res.writeHead(status, { ...headers, "content-type": "application/json" }).end(body);
}
