import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What the command line reads is bounded (docs/cli.md, "Bad input, problems and exit codes"):
// a catalog or input file past 64 MiB is refused in one line, so a file that never ends is not
// read until the heap runs out; a value nested 100,000 deep is printed, not an internal error.
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "packages/cli/dist/bin.js");
const dir = mkdtempSync(join(tmpdir(), "tool-input-bounds-"));
const tools = join(dir, "tools.json");

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`pnpm build\` first`);
  writeFileSync(tools, JSON.stringify({ any: {} }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: readonly string[], heapMb?: number) {
  const flags = heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`];
  const run = spawnSync(process.execPath, [...flags, bin, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 22,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const TOO_LARGE = "/dev/zero: larger than 67108864 bytes (64 MiB), not read\n";

describe.skipIf(!existsSync("/dev/zero"))("a file that never ends, under a 16 MB heap", () => {
  it.each([
    {
      what: "check --tools",
      args: ["check", "--tools", "/dev/zero", "--tool", "a", "--input", "{}"],
    },
    {
      what: "check --input @FILE",
      args: ["check", "--tools", tools, "--tool", "any", "--input", "@/dev/zero"],
    },
    { what: "replay --tools", args: ["replay", "--tools", "/dev/zero", tools] },
    {
      what: "precompile --tools",
      args: ["precompile", "--tools", "/dev/zero", "--out", join(dir, "p.js")],
    },
  ])("$what: one line saying so, exit 2", ({ args }) => {
    expect(cli(args, 16)).toEqual({ code: 2, stdout: "", stderr: TOO_LARGE });
  });
});

describe("a valid input nested 100,000 deep", () => {
  const depth = 100_000;
  const arrays = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const objects = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

  it.each([
    { what: "arrays", input: arrays },
    { what: "objects", input: objects },
  ])("check prints it compact on one line: $what", ({ input }) => {
    const file = join(dir, "deep.json");
    writeFileSync(file, input);
    expect(cli(["check", "--tools", tools, "--tool", "any", "--input", `@${file}`])).toEqual({
      code: 0,
      stdout: `${input}\n`,
      stderr: "",
    });
  });

  it("check --json prints the result compact", () => {
    const file = join(dir, "deep.json");
    writeFileSync(file, arrays);
    const run = cli(["check", "--tools", tools, "--tool", "any", "--input", `@${file}`, "--json"]);
    expect(run).toEqual({
      code: 0,
      stdout: `{"ok":true,"status":"accepted","value":${arrays},"coercions":[]}\n`,
      stderr: "",
    });
  });

  it("a shallow input is still indented", () => {
    expect(cli(["check", "--tools", tools, "--tool", "any", "--input", '{"a":[1]}'])).toEqual({
      code: 0,
      stdout: '{\n  "a": [\n    1\n  ]\n}\n',
      stderr: "",
    });
  });
});
