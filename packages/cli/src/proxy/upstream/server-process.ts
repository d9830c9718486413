import { type ChildProcess, spawn } from "node:child_process";
import { statSync } from "node:fs";
import { constants } from "node:os";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { ExactNumbers } from "../exact-numbers.js";
import { LineTransport, MAX_LINE_BYTES } from "../line-transport.js";
import { type CommandHost, resolveCommand } from "./resolve-command.js";
import type { Upstream, UpstreamEnd } from "./upstream.js";

/** How a server process ended: its exit code, or the signal that ended it. */
export interface ServerExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

// After the client has gone, the server gets this long to exit once its stdin is closed, and as
// long again after SIGTERM, before SIGKILL (the MCP stdio shutdown sequence).
const GRACE_MS = 2_000;

/** This machine, as command resolution reads it. */
const thisHost: CommandHost = {
  platform: process.platform,
  env: process.env,
  get cwd() {
    return process.cwd();
  },
  isFile: (path) => statSync(path, { throwIfNoEntry: false })?.isFile() === true,
};

/**
 * An MCP server started as a child process, as a `Transport`: `start` spawns it (its stderr
 * goes to ours) as docs/cli.md "Starting the server" says, `close` closes its stdin and ends it
 * if it does not exit, `exited` settles when it has ended.
 */
export class ServerProcess implements Upstream {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  /** Settles when the process has ended. */
  readonly exited: Promise<ServerExit>;
  /** The same, as the proxy reports it. */
  readonly ended: Promise<UpstreamEnd>;
  readonly label: string;
  readonly #command: string;
  readonly #args: readonly string[];
  readonly #numbers: ExactNumbers | undefined;
  #child: ChildProcess | undefined;
  #lines: LineTransport | undefined;
  #exit: ServerExit | undefined;
  #resolveExit: (exit: ServerExit) => void = () => {};

  /** `numbers`: the number texts shared with the client's transport (see `ExactNumbers`). */
  constructor(command: string, args: readonly string[], numbers?: ExactNumbers) {
    this.#command = command;
    this.#args = args;
    this.#numbers = numbers;
    this.label = [command, ...args].join(" ");
    this.exited = new Promise((resolve) => {
      this.#resolveExit = resolve;
    });
    this.ended = this.exited.then(({ code, signal }) =>
      signal === null
        ? { status: code ?? 1, how: `exited with code ${code}` }
        : { status: 128 + (constants.signals[signal] ?? 0), how: `was ended by ${signal}` },
    );
  }

  /** Spawns the server; rejects when it cannot be started. */
  start(): Promise<void> {
    const resolved = resolveCommand(this.#command, this.#args, thisHost);
    if (!resolved.ok) return Promise.reject(new Error(resolved.error));
    const { file, args, verbatim } = resolved.value;
    return new Promise((resolve, reject) => {
      const child = spawn(file, args, {
        stdio: ["pipe", "pipe", "inherit"],
        windowsVerbatimArguments: verbatim,
      });
      this.#child = child;
      child.once("error", reject);
      child.once("spawn", () => {
        child.off("error", reject);
        child.on("error", (error) => this.onerror?.(error));
        const lines = new LineTransport(
          child.stdout as NonNullable<typeof child.stdout>,
          child.stdin as NonNullable<typeof child.stdin>,
          true,
          MAX_LINE_BYTES,
          this.#numbers,
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
