import { randomUUID } from "node:crypto";

/** How many id texts are kept at most; past it the oldest is forgotten. */
const MAX_IDS = 10_000;

// A number as JSON writes it: the text an id that a double cannot hold was read as.
const NUMBER_AFTER_ID = /"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/**
 * The source text of each message id a JavaScript number cannot hold exactly (an integer past
 * 2^53, a fraction), as read from a peer's lines, so that a message the proxy writes anew (a
 * repaired call, an answer of its own) carries the id exactly as the client sent it
 * (docs/cli.md, "tool-input proxy"). Shared by the proxy's two line transports; bounded.
 */
export class ExactIds {
  readonly #texts = new Map<number, string>();
  readonly #mark = `tool-input-exact-id:${randomUUID()}`;

  /** Notes the id texts of `message` (or of a batch's members), read from `line`. */
  read(message: unknown, line: string): void {
    for (const member of Array.isArray(message) ? message : [message]) {
      const id = idOf(member);
      if (id === undefined || Number.isSafeInteger(id)) continue;
      for (const match of line.matchAll(NUMBER_AFTER_ID)) {
        const text = match[1] as string;
        if (Number(text) !== id) continue;
        this.#texts.delete(id);
        this.#texts.set(id, text);
        if (this.#texts.size > MAX_IDS)
          this.#texts.delete(this.#texts.keys().next().value as number);
        break;
      }
    }
  }

  /** `message` as a line, each id whose text was read written as it was read. */
  write(message: unknown): string {
    if (this.#texts.size === 0) return JSON.stringify(message);
    const members = Array.isArray(message) ? message : [message];
    const texts = new Map<string, string>();
    const marked = members.map((member, index) => {
      const id = idOf(member);
      const text = id === undefined ? undefined : this.#texts.get(id);
      if (text === undefined) return member;
      const mark = `${this.#mark}:${index}`;
      texts.set(JSON.stringify(mark), text);
      return { ...(member as object), id: mark };
    });
    if (texts.size === 0) return JSON.stringify(message);
    let line = JSON.stringify(Array.isArray(message) ? marked : marked[0]);
    for (const [mark, text] of texts) line = line.replace(mark, () => text);
    return line;
  }
}

function idOf(member: unknown): number | undefined {
  if (typeof member !== "object" || member === null) return undefined;
  const id = (member as { id?: unknown }).id;
  return typeof id === "number" ? id : undefined;
}
