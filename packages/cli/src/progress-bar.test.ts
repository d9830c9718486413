import { describe, expect, it } from "vitest";
import { createProgressBar } from "./progress-bar.js";

describe("createProgressBar", () => {
  it("redraws in place only when the percentage moves, then erases itself", () => {
    const written: string[] = [];
    const bar = createProgressBar(200, (text) => written.push(text));
    bar.update(1);
    bar.update(2);
    bar.update(3);
    bar.update(200);
    bar.done();
    const full = `[${"#".repeat(30)}] 100% 200/200 calls`;
    expect(written).toEqual([
      `\r[${"-".repeat(30)}]   0% 1/200 calls`,
      `\r[${"-".repeat(30)}]   1% 2/200 calls`,
      `\r${full}`,
      `\r${" ".repeat(full.length)}\r`,
    ]);
  });

  it("writes nothing when never drawn", () => {
    const written: string[] = [];
    createProgressBar(10, (text) => written.push(text)).done();
    expect(written).toEqual([]);
  });
});
