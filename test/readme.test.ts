import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The README's Quick start is what a newcomer runs on a fresh machine: read it, then run its
// first line in a fresh clone of the committed HEAD.
const root = fileURLToPath(new URL("..", import.meta.url));
const INSTALL_PNPM = "npm i -g pnpm@12.4.2 && ";
const FIRST_LINE = `${INSTALL_PNPM}pnpm install && pnpm tool-input replay`;
const SECOND_LINE = "pnpm test";

/** The lines of the ```sh block right under `## Quick start`; throws, saying what is missing. */
function quickStart(): string[] {
  const readmePath = join(root, "README.md");
  if (!existsSync(readmePath)) throw new Error("README.md is missing (the lead writes it)");
  const readme = readFileSync(readmePath, "utf8");
  const heading = readme.search(/^## Quick start[ \t]*$/m);
  if (heading === -1)
    throw new Error("README.md has no `## Quick start` heading (the lead writes it)");
  const block = /^```sh\n([\s\S]*?)^```/m.exec(readme.slice(heading));
  if (block?.[1] === undefined) throw new Error("README.md: no ```sh block under `## Quick start`");
  return block[1].trimEnd().split("\n");
}

// The child must not inherit the outer pnpm/vitest run's settings (`pnpm test` runs this file).
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|VITEST|PNPM_SCRIPT|INIT_CWD$|NODE_OPTIONS$|NODE_ENV$)/i.test(key)) continue;
    env[key] = value;
  }
  return env;
}

const work = mkdtempSync(join(tmpdir(), "tool-input-readme-"));
// The clone holds a whole install: removing it can take a while on a loaded machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

describe("README Quick start", () => {
  it("is a ```sh block of exactly two lines: install and run the sample, then run all tests", () => {
    expect(quickStart()).toEqual([FIRST_LINE, SECOND_LINE]);
  });

  it(".ci/run runs the same test command", () => {
    const [, test] = quickStart();
    const ci = readFileSync(join(root, ".ci/run"), "utf8").split("\n");
    expect(ci.map((line) => line.trim())).toContain(test);
  });

  it("runs its first line in a fresh clone and prints the replay report", {
    timeout: 120_000,
  }, () => {
    const [first] = quickStart();
    expect(first).toBe(FIRST_LINE);
    const clone = join(work, "repo");
    const cloned = spawnSync("git", ["clone", "--quiet", root, clone], { encoding: "utf8" });
    expect(cloned.stderr).toBe("");
    expect(cloned.status).toBe(0);
    // Re-installing the pnpm that is running this very test (when `pnpm test` runs it) is
    // unsafe mid-run, so the pnpm install is dropped only when the right pnpm is already here.
    const pnpm = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
    const command =
      pnpm.stdout?.trim() === "12.4.2"
        ? (first as string).slice(INSTALL_PNPM.length)
        : (first as string);
    // Never `pnpm test` in the clone: this test is part of it, and would run itself forever.
    const run = spawnSync("bash", ["-c", command], {
      cwd: clone,
      encoding: "utf8",
      env: cleanEnv(),
      timeout: 115_000,
    });
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const tail = `stdout:\n${run.stdout.slice(-1500)}\nstderr:\n${run.stderr.slice(-1500)}`;
    expect({ status: run.status, signal: run.signal }, tail).toEqual({ status: 0, signal: null });
    expect(run.stdout).toContain("Replayed the bundled sample: 44 calls against 8 tools.\n");
    expect(run.stdout).toMatch(/\ntotal +44 +\d+ +\d+ +\d+ +json \d+/);
  });
});
