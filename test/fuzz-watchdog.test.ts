// docs/security.md, "The fuzz run": a case that does not end within its bound is stopped and
// reported as a failure with the command that repeats it, and the run goes on (the case of seed
// 25 that ran for minutes had frozen the whole run). `--hang-case` makes one case never end.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** `pnpm fuzz` of seed 25 from case 0, case 0 never ending, each case stopped after 3 s. */
function fuzzWithHang(runs: number, workers: number) {
  const options = ["--seed", "25", "--from", "0", "--runs", String(runs), "--case-seconds", "3"];
  return spawnSync(
    process.execPath,
    [
      "--conditions=@tool-input/source",
      "--import",
      "tsx",
      "scripts/fuzz.ts",
      ...options,
      ...["--hang-case", "0", "--workers", String(workers)],
    ],
    { cwd: fileURLToPath(new URL("..", import.meta.url)), encoding: "utf8", timeout: 120_000 },
  );
}

const stopped =
  "no call over a second (case 0): the case had not ended within 3 s: stopped\n  repeat: pnpm fuzz --seed 25 --from 0 --runs 1\n";

/** What a run of cases 0..`last` with case 0 hanging prints: case 0 stopped, every case run once. */
function expectHangReported(child: ReturnType<typeof fuzzWithHang>, last: number): void {
  expect(child.error).toBeUndefined();
  expect(child.status).toBe(1);
  expect(child.stdout).toContain(stopped);
  expect(child.stdout).toContain(`fuzz: seed 25, cases 0..${last} (${last + 1} schemas,`);
  expect(child.stdout).toMatch(/fuzz: \d+ passed, 1 failed\n/);
}

describe("the fuzz run's watchdog", () => {
  it("stops a case past its bound, reports it, and runs the next case in a fresh process", () => {
    expectHangReported(fuzzWithHang(2, 1), 1);
  }, 150_000);

  it("with two workers, runs every case once while one is stopped", () => {
    expectHangReported(fuzzWithHang(4, 2), 3);
  }, 150_000);
});
