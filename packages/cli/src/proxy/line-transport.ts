import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { ExactNumbers } from "./exact-numbers.js";

// The text each received message was read from: a message relayed unchanged is written as the
// same bytes, without a second JSON.stringify (docs/performance.md, "7. The proxy").
const lineOf = new WeakMap<object, string>();

/** A line longer than this (64 MiB) is dropped whole, so a peer cannot exhaust memory. */
export const MAX_LINE_BYTES: number = 64 * 1024 * 1024;

/**
 * An MCP stdio `Transport` over two byte streams: one JSON-RPC message per line (the MCP stdio
 * transport). Unlike the SDK's, it does not check each message against the protocol's schemas
 * (a proxy relays what it does not understand) and it reads a long line in one pass.
 */
export class LineTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  /**
   * Called when the input ends, instead of closing: the transport still sends until `close`
   * (a client that sent its last request and waits for the answers).
   */
  oninputend?: (() => void) | undefined;
  readonly #input: Readable;
  readonly #output: Writable;
  readonly #maxLineBytes: number;
  readonly #endOutput: boolean;
  readonly #numbers: ExactNumbers;
  #chunks: Buffer[] = [];
  #buffered = 0;
  #skipping = false;
  #closed = false;
  #corked = false;

  /**
   * `endOutput: false` leaves `output` open on close (the process's own stdout); `numbers` keeps
   * the text of numbers a double cannot hold, shared with the transport on the proxy's other side.
   */
  constructor(
    input: Readable,
    output: Writable,
    endOutput = true,
    maxLineBytes: number = MAX_LINE_BYTES,
    numbers: ExactNumbers = new ExactNumbers(),
  ) {
    this.#input = input;
    this.#output = output;
    this.#endOutput = endOutput;
    this.#maxLineBytes = maxLineBytes;
    this.#numbers = numbers;
  }

  async start(): Promise<void> {
    this.#input.on("data", this.#onData);
    this.#input.on("end", this.#onEnd);
    this.#input.on("error", this.#onError);
    this.#output.on("error", this.#onError);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return Promise.reject(new Error("the transport is closed"));
    return new Promise((resolve, reject) => {
      const line = `${lineOf.get(message) ?? this.#numbers.write(message)}\n`;
      // Lines sent in the same tick leave in one write.
      if (!this.#corked) {
        this.#corked = true;
        this.#output.cork();
        process.nextTick(this.#uncork);
      }
      if (this.#output.write(line, (error) => error && reject(error))) resolve();
      else this.#output.once("drain", resolve);
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#input.off("data", this.#onData);
    this.#input.off("end", this.#onEnd);
    if (this.#endOutput) this.#output.end();
    this.#chunks = [];
    this.onclose?.();
  }

  readonly #uncork = (): void => {
    this.#corked = false;
    this.#output.uncork();
  };

  readonly #onData = (chunk: Buffer | string): void => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    let start = 0;
    let newline = bytes.indexOf(10);
    while (newline !== -1) {
      this.#take(bytes.subarray(start, newline), true);
      start = newline + 1;
      newline = bytes.indexOf(10, start);
    }
    if (start < bytes.length) this.#take(bytes.subarray(start), false);
  };

  readonly #onEnd = (): void => {
    if (this.oninputend === undefined) {
      void this.close();
      return;
    }
    this.#input.off("data", this.#onData);
    this.#chunks = [];
    this.oninputend();
  };

  readonly #onError = (error: Error): void => {
    this.onerror?.(error);
  };

  /** Adds a piece of a line; `ends` when a newline followed it. */
  #take(piece: Buffer, ends: boolean): void {
    if (!this.#skipping) {
      this.#buffered += piece.length;
      if (this.#buffered > this.#maxLineBytes) {
        this.#skipping = true;
        this.#chunks = [];
        this.onerror?.(new Error(`a message longer than ${this.#maxLineBytes} bytes was dropped`));
      } else if (piece.length > 0) {
        this.#chunks.push(piece);
      }
    }
    if (!ends) return;
    const chunks = this.#chunks;
    const skipped = this.#skipping;
    this.#chunks = [];
    this.#buffered = 0;
    this.#skipping = false;
    if (skipped || chunks.length === 0) return;
    const line = (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString(
      "utf8",
    );
    this.#deliver(line);
  }

  #deliver(line: string): void {
    const text = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (text.trim() === "") return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.onerror?.(new Error(`a line that is not JSON was dropped: ${text.slice(0, 80)}`));
      return;
    }
    // A batch (an array, MCP 2025-03-26) goes on as one message: the repairing transport takes
    // its tools/call requests apart (docs/mcp.md, "Batches").
    if (typeof message !== "object" || message === null) {
      this.onerror?.(
        new Error(`a line that is not a JSON-RPC message was dropped: ${text.slice(0, 80)}`),
      );
      return;
    }
    lineOf.set(message, text);
    this.#numbers.read(text);
    this.onmessage?.(message as JSONRPCMessage);
  }
}
