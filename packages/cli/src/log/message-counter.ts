import type { MessageCount } from "./replay.js";

/** Distinct message lines counted exactly; past twice this many, the rarest are dropped. */
export const TRACKED_MESSAGES = 10_000;

/**
 * Counts message lines per tool in bounded memory. While a log holds at most `TRACKED_MESSAGES`
 * distinct lines the counts are exact; beyond, the rarest lines are forgotten whenever twice
 * that many are held, so a line first seen late and rarely may go uncounted (docs/cli.md).
 */
export class MessageCounter {
  #counts = new Map<string, MessageCount>();

  /** Counts one occurrence of `message` on a call of `tool`. */
  add(tool: string, message: string): void {
    const key = `${tool}\n${message}`;
    const seen = this.#counts.get(key);
    if (seen) {
      seen.count += 1;
      return;
    }
    this.#counts.set(key, { tool, message, count: 1 });
    if (this.#counts.size >= 2 * TRACKED_MESSAGES) this.#prune();
  }

  /** The `limit` most frequent lines, most frequent first; ties keep the order first seen. */
  top(limit: number): MessageCount[] {
    return [...this.#counts.values()].sort((a, b) => b.count - a.count).slice(0, limit);
  }

  #prune(): void {
    const kept = new Set(this.top(TRACKED_MESSAGES));
    for (const [key, entry] of this.#counts) if (!kept.has(entry)) this.#counts.delete(key);
  }
}
