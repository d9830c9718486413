/** A bounded map that forgets its least recently used entry when full. */
export class LruCache<TValue> {
  readonly #entries = new Map<string, TValue>();
  readonly #capacity: number;
  readonly #onEvict: (value: TValue) => void;

  /** `capacity` is at least 1; `onEvict` runs for every entry pushed out. */
  constructor(capacity: number, onEvict: (value: TValue) => void) {
    this.#capacity = Math.max(1, Math.floor(capacity));
    this.#onEvict = onEvict;
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The value under `key`, marked as most recently used. */
  get(key: string): TValue | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // A Map iterates in insertion order: re-inserting moves the key to the young end.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Stores `value` as most recently used, evicting the oldest entries past the capacity. */
  set(key: string, value: TValue): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      const evicted = this.#entries.get(oldest.value);
      this.#entries.delete(oldest.value);
      if (evicted !== undefined) this.#onEvict(evicted);
    }
  }
}
