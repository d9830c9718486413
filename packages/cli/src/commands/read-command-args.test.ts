import { describe, expect, it } from "vitest";
import { recordingIo } from "../test-support/run-main.js";
import { readCommandArgs } from "./read-command-args.js";

function run(args: string[], rules: Parameters<typeof readCommandArgs>[5]) {
  const { io, written } = recordingIo();
  const spec = { tools: "string", out: "string" } as const;
  const read = readCommandArgs(args, io, "demo", spec, "Usage: demo\n", rules);
  return { read, ...written };
}

const hint = "Run `tool-input help demo` for usage.\n";

describe("readCommandArgs", () => {
  it("returns the flags and positionals when nothing is wrong", () => {
    expect(run(["--tools", "t.json", "log"], { required: ["tools"], positionals: 1 })).toEqual({
      read: { values: { tools: "t.json" }, positionals: ["log"] },
      stdout: "",
      stderr: "",
    });
  });

  it.each([
    { args: ["--nope", "--help"], stderr: 'tool-input demo: unknown option "--nope"\n' },
    { args: ["x", "--help"], stdout: "Usage: demo\n", code: 0 },
    { args: ["x"], stderr: 'tool-input demo: unexpected argument "x"\n' },
    { args: ["--out", "o.js"], stderr: "tool-input demo: --tools is required\n" },
    { args: [], stderr: "tool-input demo: --tools is required\n" },
  ])(
    "checks the flags, then --help, then the positionals, then what is required: $args",
    ({ args, stdout = "", stderr, code = 2 }) => {
      expect(run(args, { required: ["tools", "out"] })).toEqual({
        read: code,
        stdout,
        stderr: stderr === undefined ? "" : stderr + hint,
      });
    },
  );
});
