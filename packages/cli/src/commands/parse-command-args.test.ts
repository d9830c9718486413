import { describe, expect, it } from "vitest";
import { parseCommandArgs } from "./parse-command-args.js";

const spec = { tools: "string", json: "boolean" } as const;

describe("parseCommandArgs", () => {
  it("reads string and boolean flags and positionals", () => {
    expect(parseCommandArgs(["--tools", "t.json", "log.jsonl", "--json"], spec)).toEqual({
      ok: true,
      value: { values: { tools: "t.json", json: true }, positionals: ["log.jsonl"] },
    });
  });

  it("takes `-` and `--tools=x` as values", () => {
    expect(parseCommandArgs(["--tools=-"], spec)).toEqual({
      ok: true,
      value: { values: { tools: "-" }, positionals: [] },
    });
  });

  it("takes a value that only looks like an option, written inline or not one of its own", () => {
    const withInput = { ...spec, input: "string" } as const;
    expect(parseCommandArgs(["--tools=--json", "--input", "--other"], withInput)).toMatchObject({
      ok: true,
      value: { values: { tools: "--json", input: "--other" } },
    });
  });

  it("always accepts -h", () => {
    expect(parseCommandArgs(["-h"], spec)).toEqual({
      ok: true,
      value: { values: { help: true }, positionals: [] },
    });
  });

  it.each([
    { args: ["--nope"], error: 'unknown option "--nope"' },
    { args: ["-x"], error: 'unknown option "-x"' },
    { args: ["--tools"], error: 'option "--tools" needs a value' },
    { args: ["--json=yes"], error: 'option "--json" takes no value' },
    { args: ["--tools", "--json", "a"], error: 'option "--tools" needs a value' },
    { args: ["--tools", "-h"], error: 'option "--tools" needs a value' },
    { args: ["--tools", ""], error: 'option "--tools" needs a value' },
    { args: ["--tools="], error: 'option "--tools" needs a value' },
  ])("rejects $args in one line", ({ args, error }) => {
    expect(parseCommandArgs(args, spec)).toEqual({ ok: false, error });
  });
});

describe("parseCommandArgs, a repeated flag", () => {
  it("collects every value of a `strings` flag, in order", () => {
    expect(parseCommandArgs(["--header", "A: 1", "--header=B: 2"], { header: "strings" })).toEqual({
      ok: true,
      value: { values: { header: ["A: 1", "B: 2"] }, positionals: [] },
    });
  });

  it("still needs a value for each", () => {
    expect(parseCommandArgs(["--header"], { header: "strings" })).toEqual({
      ok: false,
      error: 'option "--header" needs a value',
    });
  });
});
