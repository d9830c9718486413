import { createWriteStream, openSync, type WriteStream } from "node:fs";
import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { type RepairEvent, repairingTransport } from "@tool-input/mcp";
import { EXIT } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import { terminalText } from "../terminal/terminal-text.js";
import { ExactNumbers } from "./exact-numbers.js";
import { LineTransport, MAX_LINE_BYTES } from "./line-transport.js";
import { PendingRequests } from "./pending-requests.js";
import type { ServerTarget } from "./proxy-target.js";
import { RemoteServer } from "./upstream/remote-server.js";
import { ServerProcess } from "./upstream/server-process.js";
import type { Upstream } from "./upstream/upstream.js";

/** What `tool-input proxy` was asked to do. */
export interface ProxySpec {
  /** The server: a command to start, or a remote server's URL. */
  readonly server: ServerTarget;
  /** Answer an unrepairable call with tool-input's message instead of sending it on. */
  readonly answer: boolean;
  /** A JSON Lines file each answered `tools/call` is appended to. */
  readonly log?: string | undefined;
  /** The learned-corrections file. */
  readonly learned?: string | undefined;
  /** Where every event also goes (`--otel`: OpenTelemetry, docs/observability.md). */
  readonly telemetry?: { readonly onEvent: (event: RepairEvent) => void } | undefined;
}

/** The client's side of the proxy: what it reads requests from and writes answers to. */
export interface ProxyStreams {
  readonly input: Readable;
  readonly output: Writable;
}

/** A running proxy session: one client, one server. */
export interface ProxySession {
  readonly server: Upstream;
  /**
   * The client has sent its last message (its input ended): the requests it sent are relayed
   * and answered, then the session closes (docs/mcp.md, "The proxy").
   */
  clientEnded(): void;
  /** Settles once the server has gone (after the client went, or on its own). */
  readonly done: Promise<{ readonly status: number; readonly clientGone: boolean }>;
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** JSON-RPC error code for a connection that closed before the answer (the SDK's `ConnectionClosed`). */
const CONNECTION_CLOSED = -32000;

/** How long, after the client's input ended, its requests may wait for their answers. */
const DRAIN_MS = 30_000;

/** The error the server's requests get once the client's input has ended. */
const CLIENT_ENDED = "The client has closed its input (tool-input proxy)";

/**
 * Runs the proxy (docs/mcp.md, "The proxy"): starts the server, relays every message between
 * the client on `streams` and it, and resolves with the server's exit status once it has ended.
 */
export async function runProxy(spec: ProxySpec, streams: ProxyStreams, io: CliIo): Promise<number> {
  const log = spec.log === undefined ? undefined : openLog(spec.log, io);
  if (spec.log !== undefined && log === undefined) return EXIT.unusable;
  const numbers = new ExactNumbers();
  const client = new LineTransport(streams.input, streams.output, false, MAX_LINE_BYTES, numbers);
  const session = await proxySession(spec, client, io, log, numbers);
  if (session === undefined) {
    await log?.close();
    return EXIT.unusable;
  }
  const forward = (signal: NodeJS.Signals): void => session.server.kill(signal);
  for (const signal of SIGNALS) process.on(signal, forward);
  client.oninputend = () => session.clientEnded();
  await client.start();
  const { status, clientGone } = await session.done;
  for (const signal of SIGNALS) process.off(signal, forward);
  if (!clientGone) streams.input.destroy();
  await log?.close();
  return status;
}

/**
 * Relays every message between `upstream` (the client's transport, not started) and the server
 * through a client-side `repairingTransport` (`numbers`: the number texts `upstream` reads, when it is
 * a line transport); `undefined`, with a line on stderr, when the
 * server cannot be started. The caller starts `upstream`.
 */
export async function proxySession(
  spec: ProxySpec,
  upstream: Transport,
  io: CliIo,
  log: CallLog | undefined,
  numbers?: ExactNumbers,
): Promise<ProxySession | undefined> {
  const server = openUpstream(spec.server, numbers);
  let downstream: ReturnType<typeof repairingTransport>;
  try {
    downstream = repairingTransport(server, {
      side: "client",
      onInvalid: spec.answer ? "answer" : "forward",
      learned: spec.learned,
      onEvent: (event) => {
        report(event, log, io);
        spec.telemetry?.onEvent(event);
      },
    });
  } catch (error) {
    say(io, `tool-input proxy: ${(error as Error).message.replace(/^\[mcp\] /, "")}`);
    return undefined;
  }
  // The client's requests not answered yet, so that a server that dies leaves no call hanging.
  const unanswered = new PendingRequests();
  // The server's requests the client has not answered, answered with an error if its input ends.
  const askedOfClient = new PendingRequests();
  // The client's messages on their way to the server (a repair may first list the tools).
  const sending = new Set<Promise<void>>();
  let clientGone = false;
  let clientEnded = false;
  let clientUnreachable: () => void = () => {};
  const unreachable = new Promise<void>((resolve) => {
    clientUnreachable = resolve;
  });

  upstream.onmessage = (message) => {
    unanswered.sent(message);
    askedOfClient.answered(message);
    const sent = downstream.send(message).catch((error: Error) => {
      say(io, `tool-input proxy: could not send to the server: ${error.message}`);
      // A request that never left is answered now, unless the server's end answered it.
      const m = message as { method?: unknown; id?: unknown };
      if (typeof m.method !== "string" || (typeof m.id !== "string" && typeof m.id !== "number")) {
        return;
      }
      const text = `tool-input proxy could not reach the MCP server: ${error.message}`;
      const answer = errorAnswer(m.id, text);
      const before = unanswered.size;
      unanswered.answered(answer);
      if (unanswered.size < before) upstream.send(answer).catch(clientUnreachable);
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  };
  downstream.onmessage = (message) => {
    unanswered.answered(message);
    // A client whose input has ended cannot answer the server's own requests (sampling, roots):
    // each is answered with an error, so that no call waits on one.
    const request = message as { method?: unknown; id?: unknown };
    if (clientEnded && typeof request.method === "string" && request.id !== undefined) {
      downstream.send(errorAnswer(request.id as RequestId, CLIENT_ENDED)).catch(() => {});
      return;
    }
    askedOfClient.sent(message);
    // A client whose end of the pipe is closed is gone: nothing is left to wait for.
    upstream.send(message).catch(clientUnreachable);
  };
  upstream.onerror = (error) => say(io, `tool-input proxy: from the client: ${error.message}`);
  downstream.onerror = (error) => say(io, `tool-input proxy: from the server: ${error.message}`);
  upstream.onclose = () => {
    clientGone = true;
    void downstream.close();
  };

  try {
    await downstream.start();
  } catch (error) {
    say(
      io,
      `tool-input proxy: could not start the server (${server.label}): ${(error as Error).message}`,
    );
    return undefined;
  }

  const done = server.ended.then(async ({ status, how }) => {
    const gone = clientGone;
    if (!gone) {
      const pending = unanswered.size;
      if (pending > 0 || status !== 0) {
        const what = pending === 1 ? "1 request" : `${pending} requests`;
        say(
          io,
          `tool-input proxy: the server (${server.label}) ${how}${pending > 0 ? ` before answering ${what}` : ""}`,
        );
      }
      const message = `The MCP server ${how} before answering (tool-input proxy)`;
      await Promise.allSettled(unanswered.errors(message).map((answer) => upstream.send(answer)));
      await upstream.close();
    }
    return { status, clientGone: gone };
  });
  const whenClientEnded = async (): Promise<void> => {
    if (clientEnded || clientGone) return;
    clientEnded = true;
    for (const answer of askedOfClient.errors(CLIENT_ENDED)) {
      downstream.send(answer).catch(() => {});
    }
    await Promise.allSettled([...sending]);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), DRAIN_MS);
    });
    const waited = await Promise.race([unanswered.empty(), server.ended, unreachable, late]);
    clearTimeout(timer);
    if (waited === "late") {
      const what = unanswered.size === 1 ? "1 request" : `${unanswered.size} requests`;
      say(
        io,
        `tool-input proxy: the client's input ended; ${what} still unanswered after ${DRAIN_MS / 1000} s`,
      );
    }
    await upstream.close();
  };
  return { server, done, clientEnded: () => void whenClientEnded() };
}

function openUpstream(target: ServerTarget, numbers: ExactNumbers | undefined): Upstream {
  return target.kind === "command"
    ? new ServerProcess(target.command, target.args, numbers)
    : new RemoteServer(target.url, target.headers);
}

/**
 * Writes one line on stderr, its control characters escaped: an error's text may be a remote
 * server's (an HTTP body), which must not move the terminal's cursor nor forge a line.
 */
export function say(io: CliIo, line: string): void {
  io.writeErr(`${terminalText(line)}\n`);
}

function errorAnswer(id: RequestId, message: string): JSONRPCMessage {
  return { jsonrpc: "2.0", id, error: { code: CONNECTION_CLOSED, message } } as JSONRPCMessage;
}

/** Where each answered call is appended. */
export interface CallLog {
  write(record: unknown): void;
  close(): Promise<void>;
}

/**
 * Opens the `--log` file for appending, or says why it cannot be on stderr and gives
 * `undefined` (the proxy then does not start, as for `--learned`); a later failure to write is
 * said once on stderr.
 */
export function openLog(file: string, io: CliIo): CallLog | undefined {
  let fd: number;
  try {
    fd = openSync(file, "a");
  } catch (error) {
    say(io, `tool-input proxy: cannot write the log ${file}: ${(error as Error).message}`);
    return undefined;
  }
  const stream: WriteStream = createWriteStream(file, { fd });
  let failed = false;
  stream.on("error", (error) => {
    if (!failed) say(io, `tool-input proxy: cannot write the log ${file}: ${error.message}`);
    failed = true;
  });
  return {
    write: (record) => {
      if (!failed) stream.write(`${JSON.stringify(record)}\n`);
    },
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}

/** Appends each answered call to the log, as `tool-input replay` reads it (`tool`, `input`). */
function report(event: RepairEvent, log: CallLog | undefined, io: CliIo): void {
  if (event.kind === "learned" && event.saveError !== undefined) {
    say(io, `tool-input proxy: could not save what was learned: ${event.saveError}`);
  }
  if (event.kind !== "call" || log === undefined) return;
  const { tool, input, outcome, repairs, retried } = event;
  log.write({
    time: new Date().toISOString(),
    tool,
    input: input ?? {},
    outcome,
    repairs,
    retried,
  });
}
