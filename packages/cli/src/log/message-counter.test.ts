import { describe, expect, it } from "vitest";
import { MessageCounter, TRACKED_MESSAGES } from "./message-counter.js";

describe("MessageCounter", () => {
  it("counts per tool and message, most frequent first, ties in the order first seen", () => {
    const counter = new MessageCounter();
    for (const [tool, message] of [
      ["a", "x"],
      ["b", "x"],
      ["a", "y"],
      ["b", "x"],
      ["a", "y"],
      ["a", "z"],
    ] as const) {
      counter.add(tool, message);
    }
    expect(counter.top(3)).toEqual([
      { tool: "b", message: "x", count: 2 },
      { tool: "a", message: "y", count: 2 },
      { tool: "a", message: "x", count: 1 },
    ]);
  });

  it("keeps the frequent lines exactly when far more distinct lines pass than it tracks", () => {
    const counter = new MessageCounter();
    for (let i = 0; i < 5 * TRACKED_MESSAGES; i += 1) {
      counter.add("t", `rare ${i}`);
      if (i % 10 === 0) counter.add("t", "often");
      if (i % 20 === 0) counter.add("t", "sometimes");
    }
    const top = counter.top(2 * TRACKED_MESSAGES);
    expect(top.slice(0, 2)).toEqual([
      { tool: "t", message: "often", count: TRACKED_MESSAGES / 2 },
      { tool: "t", message: "sometimes", count: TRACKED_MESSAGES / 4 },
    ]);
    // Memory is bounded: never twice the tracked number of lines.
    expect(top.length).toBeLessThan(2 * TRACKED_MESSAGES);
  });
});
