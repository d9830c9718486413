import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { didYouMean, editDistance, nearNames } from "./did-you-mean.js";

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

describe("a name past 200 characters", () => {
  const words = Array.from({ length: 100_000 }, (_, i) => `w${i}`).join("_");

  it("is found by its normal form or a prefix only", () => {
    const long = `read_file_${"x".repeat(200)}`;
    expect(didYouMean(long, ["read_file", "write_file"])).toBe("read_file");
    expect(didYouMean(`${words}_read_file`, ["read_file", "write_file"])).toBeUndefined();
    expect(didYouMean(`x_${"y".repeat(199)}`, [`x_${"y".repeat(198)}z`])).toBe(
      `x_${"y".repeat(198)}z`,
    );
    expect(didYouMean(`x_${"y".repeat(200)}`, [`x_${"y".repeat(199)}z`])).toBeUndefined();
  });

  it("costs no more than its length for each candidate (a 700,000-character name)", () => {
    const candidates = Array.from({ length: 10_000 }, (_, i) => `w${i + 5}_w${i}`);
    const started = performance.now();
    expect(nearNames(words, candidates, 3)).toEqual([]);
    // Seconds before the words of the long name were compared with every candidate's.
    expect(performance.now() - started).toBeLessThan(5_000);
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

// The implementation before the per-call forms, reused rows and plain-word shortcuts, kept as
// the reference those must agree with on every input.
function referenceNormalise(text: string): string {
  return text.toLowerCase().replace(/[-_\s]/g, "");
}

function referenceWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[-_\s.]+/)
    .filter((word) => word !== "");
}

function referenceEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length > 200 || b.length > 200) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

function referenceCloseness(given: string, candidate: string): number | undefined {
  const a = referenceNormalise(given);
  const b = referenceNormalise(candidate);
  if (a === "" || b === "") return undefined;
  if (a === b) return 0;
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  if (shorter.length >= 3 && longer.startsWith(shorter)) return 1;
  if (longer.length > 200) return undefined;
  const givenWords = referenceWords(given);
  const candidateWords = referenceWords(candidate);
  const inner = givenWords.length < candidateWords.length ? givenWords : candidateWords;
  const outer = givenWords.length < candidateWords.length ? candidateWords : givenWords;
  if (inner.length > 0 && inner.join("").length >= 3 && inner.every((w) => outer.includes(w))) {
    return 1;
  }
  const limit = Math.floor(longer.length / 3);
  if (limit === 0) return undefined;
  const distance = referenceEditDistance(a, b, limit);
  return distance <= limit ? 1 + distance : undefined;
}

function referenceDidYouMean(given: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  let secondScore = Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (candidate === given || seen.has(candidate)) continue;
    seen.add(candidate);
    const score = referenceCloseness(given, candidate);
    if (score === undefined) continue;
    if (score < bestScore) {
      secondScore = bestScore;
      best = candidate;
      bestScore = score;
    } else if (score < secondScore) {
      secondScore = score;
    }
  }
  if (best === undefined) return undefined;
  if (bestScore === 0) return secondScore === 0 ? undefined : best;
  return secondScore - bestScore >= 2 ? best : undefined;
}

// Names from a small alphabet (case, digits, separators, a dot, a final sigma, a dotted capital
// I) so that near names, shared words and every shortcut's edge come up often.
const name = fc
  .array(fc.constantFrom("a", "b", "e", "A", "B", "1", "-", "_", " ", ".", "Σ", "İ", "x", "X"), {
    maxLength: 12,
  })
  .map((chars) => chars.join(""));
const near = fc.constantFrom(
  "label",
  "labels",
  "per_page",
  "perPage",
  "page",
  "file_path",
  "path",
  "dry-run",
  "dryRun",
  "qeury",
  "query",
  "",
);

describe("didYouMean and editDistance agree with the reference implementation", () => {
  it("didYouMean: the same suggestion for any name and candidates", () => {
    fc.assert(
      fc.property(
        fc.oneof(name, near),
        fc.array(fc.oneof(name, near), { maxLength: 10 }),
        (given, candidates) => {
          expect(didYouMean(given, candidates)).toBe(referenceDidYouMean(given, candidates));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("editDistance: the same distance for any two names and limit, call after call", () => {
    fc.assert(
      fc.property(fc.oneof(name, near), fc.oneof(name, near), fc.nat(8), (a, b, limit) => {
        expect(editDistance(a, b, limit)).toBe(referenceEditDistance(a, b, limit));
      }),
      { numRuns: 3000 },
    );
  });

  it("editDistance: a long comparison that stops early leaves nothing behind for the next", () => {
    expect(editDistance("abcdefghij", "zyxwvutsrq", 3)).toBe(4);
    expect(editDistance("qeury", "query", 3)).toBe(1);
    expect(editDistance("a".repeat(200), "a".repeat(199), 5)).toBe(1);
    expect(editDistance("ab", "ba", 1)).toBe(1);
    expect(editDistance("", "", 0)).toBe(0);
  });
});

describe("didYouMean's linear lower bound", () => {
  it.each([
    ["ab", "abb"],
    ["abb", "ab"],
    ["qeury", "query"],
    ["dryrun", "dry_run"],
    ["colour", "color"],
  ])("keeps %s → %s a typo", (given, candidate) => {
    expect(didYouMean(given, [candidate, "zzzzzzzzzz"])).toBe(candidate);
  });
});
