import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.js";

describe("LruCache", () => {
  it("evicts the least recently used entry past its capacity", () => {
    const evicted: string[] = [];
    const lru = new LruCache<string>(2, (value) => evicted.push(value));
    lru.set("a", "A");
    lru.set("b", "B");
    expect(lru.get("a")).toBe("A"); // a is now the youngest
    lru.set("c", "C");
    expect(evicted).toEqual(["B"]);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it("never holds more than its capacity", () => {
    const evicted: number[] = [];
    const lru = new LruCache<number>(3, (value) => evicted.push(value));
    for (let i = 0; i < 10; i++) lru.set(String(i), i);
    expect(lru.size).toBe(3);
    expect(evicted).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("treats a capacity below 1 as 1", () => {
    const lru = new LruCache<number>(0, () => {});
    lru.set("a", 1);
    expect(lru.get("a")).toBe(1);
    lru.set("b", 2);
    expect(lru.size).toBe(1);
  });

  it("replacing a key does not evict it", () => {
    const evicted: number[] = [];
    const lru = new LruCache<number>(1, (value) => evicted.push(value));
    lru.set("a", 1);
    lru.set("a", 2);
    expect(evicted).toEqual([]);
    expect(lru.get("a")).toBe(2);
  });
});
