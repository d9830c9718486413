import { describe, expect, it } from "vitest";
import { nearNames } from "../refine/did-you-mean.js";
import { unknownToolSentence } from "./unknown-tool.js";

describe("unknownToolSentence", () => {
  it.each([
    [[], [], "There is no tool named `x`"],
    [["a"], [], "There is no tool named `x` (did you mean `a`?)"],
    [["a", "b"], [], "There is no tool named `x` (did you mean `a` or `b`?)"],
    [["a", "b", "c"], [], "There is no tool named `x` (did you mean `a`, `b` or `c`?)"],
    [[], ["a", "b"], "There is no tool named `x` (the tools are `a` and `b`)"],
    [["a"], ["a", "b"], "There is no tool named `x` (did you mean `a`?)"],
  ])("near %j, listed %j", (near, listed, expected) => {
    expect(unknownToolSentence("x", near, listed)).toBe(expected);
  });

  it("cuts the called, near and listed names at maxNameLength, then escapes them", () => {
    const options = { maxNameLength: 8 };
    expect(unknownToolSentence("read_files_now", ["read_file_fast"], [], options)).toBe(
      "There is no tool named `read_fi…` (did you mean `read_fi…`?)",
    );
    expect(unknownToolSentence("zzz\nzzzzzzzz", [], ["alpha_beta_gamma", "b"], options)).toBe(
      "There is no tool named `zzz\\nzzz…` (the tools are `alpha_b…` and `b`)",
    );
    expect(unknownToolSentence("x".repeat(150), [])).toBe(
      `There is no tool named \`${"x".repeat(99)}…\``,
    );
  });

  it("says an empty name names no tool, never as an empty code span", () => {
    expect(unknownToolSentence("", [], ["a", "b"])).toBe(
      "The call names no tool; send it again with the name of one of the tools (the tools are `a` and `b`)",
    );
    expect(unknownToolSentence("", [])).toBe(
      "The call names no tool; send it again with the name of one of the tools",
    );
  });
});

describe("nearNames", () => {
  it("offers every close name, closest first, ties in the order given, at most max", () => {
    const names = ["search_files", "read_multiple_files", "read_file", "read_text_file"];
    expect(nearNames("read_files", names, 3)).toEqual(["read_multiple_files", "read_file"]);
    expect(nearNames("read_files", names, 1)).toEqual(["read_multiple_files"]);
    expect(nearNames("Read_File", names, 3)[0]).toBe("read_file");
    expect(nearNames("zzz", names, 3)).toEqual([]);
  });
});
