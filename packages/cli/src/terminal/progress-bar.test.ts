import { describe, expect, it } from "vitest";
import { createProgressBar } from "./progress-bar.js";

function drawn(totalBytes: number | undefined, columns: number | undefined, steps: number[][]) {
  const written: string[] = [];
  const bar = createProgressBar(
    totalBytes,
    (text) => written.push(text),
    () => columns,
  );
  for (const [bytes, calls] of steps) bar.update(bytes as number, calls as number);
  bar.done();
  return written;
}

describe("createProgressBar", () => {
  it("redraws in place only when the share of bytes read moves, then erases itself", () => {
    const full = `[${"#".repeat(30)}] 100% 1,100 calls`;
    expect(
      drawn(200, 120, [
        [1, 1000],
        [2, 1001],
        [3, 1002],
        [200, 1100],
      ]),
    ).toEqual([
      `\r[${"-".repeat(30)}]   0% 1,000 calls`,
      `\r[${"-".repeat(30)}]   1% 1,001 calls`,
      `\r${full}`,
      `\r${" ".repeat(full.length)}\r`,
    ]);
  });

  it("shrinks the bar to fit a narrow terminal, one column spare so it never wraps", () => {
    // 40 columns: 39 characters, the bar takes what the figures leave.
    const lines = drawn(100, 40, [[50, 1_234_567]]);
    expect(lines[0]).toBe("\r[########--------]  50% 1,234,567 calls");
    expect((lines[0] as string).length - 1).toBe(39);
  });

  it("drops the bar, then cuts the figures, when even less room is left", () => {
    expect(drawn(100, 25, [[50, 1_234_567]])[0]).toBe("\r 50% 1,234,567 calls");
    expect(drawn(100, 10, [[50, 1_234_567]])[0]).toBe("\r 50% 1,23");
  });

  it("covers what a longer line left when the terminal was narrowed, within the new width", () => {
    const written: string[] = [];
    let columns = 120;
    const bar = createProgressBar(
      100,
      (text) => written.push(text),
      () => columns,
    );
    bar.update(10, 1000);
    columns = 20;
    bar.update(20, 2000);
    bar.done();
    expect(written).toEqual([
      `\r[###---------------------------]  10% 1,000 calls`,
      "\r 20% 2,000 calls   ",
      `\r${" ".repeat(16)}\r`,
    ]);
  });

  it("counts calls only, once per thousand, when the size is unknown (standard input)", () => {
    expect(
      drawn(undefined, 80, [
        [10, 1000],
        [20, 1500],
        [30, 2000],
      ]),
    ).toEqual(["\r1,000 calls", "\r2,000 calls", `\r${" ".repeat(11)}\r`]);
  });

  it.each([undefined, 0])("assumes 80 columns when the terminal says %s", (columns) => {
    const line = drawn(100, columns, [[100, 5]])[0] as string;
    expect(line).toBe(`\r[${"#".repeat(30)}] 100% 5 calls`);
  });

  it("never passes 100% when the file grew after it was opened", () => {
    expect(drawn(10, 80, [[25, 3]])[0]).toBe(`\r[${"#".repeat(30)}] 100% 3 calls`);
  });

  it("writes nothing when never drawn", () => {
    expect(drawn(10, 80, [])).toEqual([]);
  });
});
