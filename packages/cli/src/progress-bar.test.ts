import { describe, expect, it } from "vitest";
import { createProgressBar } from "./progress-bar.js";

describe("createProgressBar", () => {
  it("redraws in place only when the share of bytes read moves, then erases itself", () => {
    const written: string[] = [];
    const bar = createProgressBar(200, (text) => written.push(text));
    bar.update(1, 1000);
    bar.update(2, 1001);
    bar.update(3, 1002);
    bar.update(200, 1100);
    bar.done();
    const full = `[${"#".repeat(30)}] 100% 1100 calls`;
    expect(written).toEqual([
      `\r[${"-".repeat(30)}]   0% 1000 calls`,
      `\r[${"-".repeat(30)}]   1% 1001 calls`,
      `\r${full}`,
      `\r${" ".repeat(full.length)}\r`,
    ]);
  });

  it("never passes 100% when the file grew after it was opened", () => {
    const written: string[] = [];
    createProgressBar(10, (text) => written.push(text)).update(25, 3);
    expect(written).toEqual([`\r[${"#".repeat(30)}] 100% 3 calls`]);
  });

  it("writes nothing when never drawn", () => {
    const written: string[] = [];
    createProgressBar(10, (text) => written.push(text)).done();
    expect(written).toEqual([]);
  });
});
