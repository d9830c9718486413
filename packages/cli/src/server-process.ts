import { type ChildProcess, spawn } from "node:child_process";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { LineTransport } from "./line-transport.js";

/** How a server process ended: its exit code, or the signal that ended it. */
export interface ServerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

// After the client has gone, the server gets this long to exit once its stdin is closed, and as
// long again after SIGTERM, before SIGKILL (the MCP stdio shutdown sequence).
const GRACE_MS = 2_000;

/**
 * An MCP server started as a child process, as a `Transport`: `start` spawns it (its stderr
 * goes to ours), `close` closes its stdin and ends it if it does not exit, `exited` settles
 * when it has ended.
 */
export class ServerProcess implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  /** Settles when the process has ended. */
  readonly exited: Promise<ServerExit>;
  readonly #command: string;
  readonly #args: readonly string[];
  #child: ChildProcess | undefined;
  #lines: LineTransport | undefined;
  #exit: ServerExit | undefined;
  #resolveExit: (exit: ServerExit) => void = () => {};

  constructor(command: string, args: readonly string[]) {
    this.#command = command;
    this.#args = args;
    this.exited = new Promise((resolve) => {
      this.#resolveExit = resolve;
    });
  }

  /** Spawns the server; rejects when it cannot be started. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.#command, this.#args, { stdio: ["pipe", "pipe", "inherit"] });
      this.#child = child;
      child.once("error", reject);
      child.once("spawn", () => {
        child.off("error", reject);
        child.on("error", (error) => this.onerror?.(error));
        const lines = new LineTransport(
          child.stdout as NonNullable<typeof child.stdout>,
          child.stdin as NonNullable<typeof child.stdin>,
        );
        lines.onmessage = (message) => this.onmessage?.(message);
        lines.onerror = (error) => this.onerror?.(error);
        this.#lines = lines;
        void lines.start().then(resolve);
      });
      child.once("close", (code, signal) => {
        this.#exit = { code, signal };
        this.#resolveExit(this.#exit);
        this.onclose?.();
      });
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.#lines === undefined) return Promise.reject(new Error("the server is not running"));
    return this.#lines.send(message);
  }

  /** Closes the server's stdin; SIGTERM, then SIGKILL, if it does not exit in time. */
  async close(): Promise<void> {
    this.#child?.stdin?.end();
    for (const signal of ["SIGTERM", "SIGKILL"] as const) {
      if (await this.#exitsWithin(GRACE_MS)) return;
      this.kill(signal);
    }
  }

  /** Sends `signal` to the server, if it is still running. */
  kill(signal: NodeJS.Signals): void {
    if (this.#exit === undefined) this.#child?.kill(signal);
  }

  async #exitsWithin(ms: number): Promise<boolean> {
    if (this.#exit !== undefined || this.#child === undefined) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const ended = await Promise.race([this.exited.then(() => true), timeout]);
    clearTimeout(timer);
    return ended;
  }
}
