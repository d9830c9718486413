import { createWriteStream, type WriteStream } from "node:fs";
import { constants } from "node:os";
import type { Readable, Writable } from "node:stream";
import { type RepairEvent, repairingTransport } from "@tool-input/mcp";
import { EXIT } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { LineTransport } from "./line-transport.js";
import { PendingRequests } from "./pending-requests.js";
import { ServerProcess } from "./server-process.js";

/** What `tool-input proxy` was asked to do. */
export interface ProxySpec {
  /** The server's command and its arguments. */
  readonly command: string;
  readonly args: readonly string[];
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

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Runs the proxy (docs/mcp.md, "The proxy"): starts the server, relays every message between
 * the client and it through a client-side `repairingTransport`, and resolves with the server's
 * exit status once it has ended.
 */
export async function runProxy(spec: ProxySpec, streams: ProxyStreams, io: CliIo): Promise<number> {
  const label = [spec.command, ...spec.args].join(" ");
  const log = spec.log === undefined ? undefined : openLog(spec.log, io);
  const server = new ServerProcess(spec.command, spec.args);
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
    io.writeErr(`tool-input proxy: ${(error as Error).message.replace(/^\[mcp\] /, "")}\n`);
    return EXIT.unusable;
  }
  const upstream = new LineTransport(streams.input, streams.output, false);
  // The client's requests not answered yet, so that a server that dies leaves no call hanging.
  const unanswered = new PendingRequests();
  let clientGone = false;

  upstream.onmessage = (message) => {
    unanswered.sent(message);
    downstream.send(message).catch((error: Error) => {
      io.writeErr(`tool-input proxy: could not send to the server: ${error.message}\n`);
    });
  };
  downstream.onmessage = (message) => {
    unanswered.answered(message);
    upstream.send(message).catch(() => {
      // The client has gone; its end of the pipe is closed.
    });
  };
  upstream.onerror = (error) =>
    io.writeErr(`tool-input proxy: from the client: ${error.message}\n`);
  downstream.onerror = (error) =>
    io.writeErr(`tool-input proxy: from the server: ${error.message}\n`);
  upstream.onclose = () => {
    clientGone = true;
    void downstream.close();
  };

  try {
    await downstream.start();
  } catch (error) {
    io.writeErr(
      `tool-input proxy: could not start the server (${label}): ${(error as Error).message}\n`,
    );
    await log?.close();
    return EXIT.unusable;
  }
  const forward = (signal: NodeJS.Signals): void => server.kill(signal);
  for (const signal of SIGNALS) process.on(signal, forward);
  await upstream.start();

  const { code, signal } = await server.exited;
  for (const signal of SIGNALS) process.off(signal, forward);
  const status = signal === null ? (code ?? 1) : 128 + (constants.signals[signal] ?? 0);
  if (!clientGone) {
    const how = signal === null ? `exited with code ${code}` : `was ended by ${signal}`;
    const pending = unanswered.size;
    if (pending > 0 || status !== 0) {
      const what = pending === 1 ? "1 request" : `${pending} requests`;
      io.writeErr(
        `tool-input proxy: the server (${label}) ${how}${pending > 0 ? ` before answering ${what}` : ""}\n`,
      );
    }
    const message = `The MCP server ${how} before answering (tool-input proxy)`;
    await Promise.allSettled(unanswered.errors(message).map((answer) => upstream.send(answer)));
    await upstream.close();
    streams.input.destroy();
  }
  await log?.close();
  return status;
}

interface CallLog {
  write(record: unknown): void;
  close(): Promise<void>;
}

function openLog(file: string, io: CliIo): CallLog {
  const stream: WriteStream = createWriteStream(file, { flags: "a" });
  let failed = false;
  stream.on("error", (error) => {
    if (!failed) io.writeErr(`tool-input proxy: cannot write the log ${file}: ${error.message}\n`);
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
    io.writeErr(`tool-input proxy: could not save what was learned: ${event.saveError}\n`);
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
