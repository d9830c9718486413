import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { Socket } from "node:net";
import { cliBin, serverEntry } from "./proxy.js";

/** A free port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A child process that serves MCP over HTTP, until `stop`. */
export interface HttpServer {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** `@modelcontextprotocol/server-everything` in its `streamableHttp` (or `sse`) mode on `port`. */
export async function everythingOverHttp(
  mode: "streamableHttp" | "sse",
  port?: number,
): Promise<HttpServer> {
  const at = port ?? (await freePort());
  const child = spawn(
    process.execPath,
    [serverEntry("@modelcontextprotocol/server-everything"), mode],
    {
      env: { ...process.env, PORT: String(at) },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let text = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (/listening|running/i.test(text)) resolve();
    });
    child.once("exit", (code) =>
      reject(new Error(`server-everything exited with ${code}: ${text}`)),
    );
  });
  const path = mode === "sse" ? "/sse" : "/mcp";
  return {
    url: `http://127.0.0.1:${at}${path}`,
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** An HTTP relay on loopback in front of a server: it records what came in and can cut every connection. */
export interface HttpRelay {
  readonly url: string;
  /** The method, path and headers of each request, in order. */
  readonly seen: { method: string; headers: IncomingHttpHeaders }[];
  /** Ends every connection open through it, as a network drop would. */
  drop(): void;
  close(): Promise<void>;
}

export async function httpRelay(target: string): Promise<HttpRelay> {
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const seen: HttpRelay["seen"] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method ?? "", headers: req.headers });
    const upstream = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("socket", (socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${to.pathname}`,
    seen,
    drop: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `tool-input proxy --listen 127.0.0.1:0 …` started as a child process, once it listens. */
export interface ListeningProxy {
  readonly url: string;
  readonly child: ChildProcess;
  stderr(): string;
  /** SIGTERM, and its exit status. */
  stop(): Promise<number | null>;
}

export async function listeningProxy(
  args: readonly string[],
  env: Record<string, string> = {},
  listen = "127.0.0.1:0",
): Promise<ListeningProxy> {
  const child = spawn(process.execPath, [cliBin, "proxy", "--listen", listen, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let text = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const found = /listening on (\S+)/.exec(text)?.[1];
      if (found !== undefined) resolve(found);
    });
    child.once("exit", (code) => reject(new Error(`the proxy exited with ${code}: ${text}`)));
  });
  return {
    url,
    child,
    stderr: () => text,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      return exited;
    },
  };
}
