import { describe, expect, it } from "vitest";
import { didYouMean, editDistance } from "./did-you-mean.js";

const grep = ["pattern", "path", "-i", "-n", "head_limit", "-B", "output_mode"];

describe("didYouMean", () => {
  it.each<{ name: string; given: string; candidates: string[]; expected: string | undefined }>([
    { name: "a missing dash", given: "n", candidates: grep, expected: "-n" },
    { name: "a different case", given: "-b", candidates: grep, expected: "-B" },
    {
      name: "dash for underscore",
      given: "output-mode",
      candidates: grep,
      expected: "output_mode",
    },
    {
      name: "camelCase for snake_case",
      given: "headLimit",
      candidates: grep,
      expected: "head_limit",
    },
    {
      name: "a word of the declared key",
      given: "limit",
      candidates: grep,
      expected: "head_limit",
    },
    {
      name: "the declared key is a word of it",
      given: "file_path",
      candidates: ["path", "mode"],
      expected: "path",
    },
    { name: "a typo", given: "patern", candidates: grep, expected: "pattern" },
    {
      name: "two letters swapped",
      given: "qeury",
      candidates: ["query", "limit"],
      expected: "query",
    },
    {
      name: "a 10,000-character key",
      given: "p".repeat(10_000),
      candidates: grep,
      expected: undefined,
    },
    {
      name: "a prefix of three or more",
      given: "cont",
      candidates: ["content", "files"],
      expected: "content",
    },
    { name: "nothing close", given: "query", candidates: grep, expected: undefined },
    {
      name: "a prefix of one and a typo of another",
      given: "cont",
      candidates: ["content", "count"],
      expected: undefined,
    },
    {
      name: "a typo next to a worse typo",
      given: "patern",
      candidates: ["pattern", "patterns"],
      expected: undefined,
    },
    {
      name: "two candidates equal once dashes and underscores are ignored",
      given: "n",
      candidates: ["-n", "nn", "n_"],
      expected: undefined,
    },
    {
      name: "an exact match wins over a near one",
      given: "dryrun",
      candidates: ["dry_run", "dry_runs"],
      expected: "dry_run",
    },
    {
      name: "a one-letter key with no exact match",
      given: "x",
      candidates: grep,
      expected: undefined,
    },
    {
      name: "two equally close candidates",
      given: "pat",
      candidates: ["path", "pattern"],
      expected: undefined,
    },
    {
      name: "a word of two declared keys",
      given: "file",
      candidates: ["file_path", "file_name"],
      expected: undefined,
    },
    {
      name: "file_path next to an unrelated file_name",
      given: "file_path",
      candidates: ["path", "file_name"],
      expected: "path",
    },
    { name: "no candidates", given: "n", candidates: [], expected: undefined },
    {
      name: "the key itself is no suggestion",
      given: "path",
      candidates: ["path"],
      expected: undefined,
    },
  ])("$name", ({ given, candidates, expected }) => {
    expect(didYouMean(given, candidates)).toBe(expected);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("", "abc", 5)).toBe(3);
    expect(editDistance("same", "same", 0)).toBe(0);
    expect(editDistance("qeury", "query", 3)).toBe(1);
  });

  it("stops past the limit", () => {
    expect(editDistance("aaaaaaaa", "bbbbbbbb", 2)).toBe(3);
    expect(editDistance("a", "abcdefgh", 2)).toBe(3);
  });
});
