import type { ServerResponse } from "node:http";

/**
 * Calls `onIdle` once none of a session's requests has been open for `ms` (docs/cli.md,
 * "--listen"): a client that goes without ending its session (most send no DELETE) leaves no
 * server running. A client's open GET stream keeps its session. Counts from its creation.
 */
export class IdleTimer {
  readonly #ms: number;
  readonly #onIdle: () => void;
  #open = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(ms: number, onIdle: () => void) {
    this.#ms = ms;
    this.#onIdle = onIdle;
    this.#arm();
  }

  /** Counts `res` as open until it has closed. */
  hold(res: ServerResponse): void {
    this.#open++;
    clearTimeout(this.#timer);
    res.once("close", () => {
      this.#open--;
      if (this.#open === 0) this.#arm();
    });
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  #arm(): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (this.#open === 0) this.#onIdle();
    }, this.#ms);
  }
}
