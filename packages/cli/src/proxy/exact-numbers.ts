import { randomUUID } from "node:crypto";
import { readsBack } from "@tool-input/json";

/** How many number texts are kept at most; past it the oldest is forgotten. */
const MAX_NUMBERS = 10_000;

// What every number a double cannot hold as written has (as @tool-input/json's decoder reads it):
// a run of 7 digits, or an exponent. A line without one is not scanned.
const MAY_LOSE_DIGITS = /[0-9](?:[eE]|[0-9]{6})/;
// A number as JSON writes it.
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * The source text of each number a JavaScript number cannot hold exactly (an integer past 2^53,
 * a fraction with more digits than a double keeps), as read from a peer's lines, so that a
 * message the proxy writes anew (a repaired call, an answer of its own) carries its ids and the
 * arguments it did not repair exactly as the peer wrote them (docs/cli.md, "tool-input proxy").
 * Shared by the proxy's two line transports; bounded.
 */
export class ExactNumbers {
  readonly #texts = new Map<number, string>();
  readonly #mark = `tool-input-exact-number:${randomUUID()}:`;
  // A marked number as JSON.stringify writes it: the mark and the text, quoted.
  readonly #marked = new RegExp(`"${this.#mark}(${NUMBER.source})"`, "g");

  /** Notes the texts of the numbers in `line` a double cannot hold as written. */
  read(line: string): void {
    if (!MAY_LOSE_DIGITS.test(line)) return;
    for (const [text] of line.matchAll(NUMBER)) {
      const value = Number(text);
      // 0 stands for -0 too in the map: it always reads back as a value.
      if (value === 0 || readsBack(text, value)) continue;
      this.#texts.delete(value);
      this.#texts.set(value, text);
      if (this.#texts.size > MAX_NUMBERS) {
        this.#texts.delete(this.#texts.keys().next().value as number);
      }
    }
  }

  /** `message` as a line, each number whose text was read written as it was read. */
  write(message: unknown): string {
    if (this.#texts.size === 0) return JSON.stringify(message);
    const texts = this.#texts;
    const mark = this.#mark;
    let marked = false;
    const line = JSON.stringify(message, (_key, value: unknown) => {
      const text = typeof value === "number" ? texts.get(value) : undefined;
      if (text === undefined) return value;
      marked = true;
      return `${mark}${text}`;
    });
    return marked ? line.replace(this.#marked, "$1") : line;
  }
}
