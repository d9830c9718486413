// The did-you-mean hint must never mislead (SPEC "format", Hints): a candidate is only offered
// when it is close by one of three measures and no other candidate is as close.

function normalise(text: string): string {
  return text.toLowerCase().replace(/[-_\s]/g, "");
}

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[-_\s.]+/)
    .filter((word) => word !== "");
}

/** Longest name compared; past it no suggestion is made (a hostile 10,000-character key). */
const MAX_COMPARED = 200;

/**
 * The edit distance between two strings, counting a swap of two neighbours as one edit (so
 * `qeury` is one edit from `query`), or `limit + 1` once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return limit + 1;
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

/** How close `candidate` is to `given`: lower is closer; `undefined` when it is not close. */
function closeness(given: string, candidate: string): number | undefined {
  const a = normalise(given);
  const b = normalise(candidate);
  if (a === "" || b === "") return undefined;
  // Same name but for case, dashes and underscores: `n` → `-n`, `dry-run` → `dryRun`.
  if (a === b) return 0;
  // A whole word of one is the other (`file_path` → `path`), or a prefix of 3+ characters.
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  if (shorter.length >= 3 && longer.startsWith(shorter)) return 1;
  const givenWords = words(given);
  const candidateWords = words(candidate);
  const inner = givenWords.length < candidateWords.length ? givenWords : candidateWords;
  const outer = givenWords.length < candidateWords.length ? candidateWords : givenWords;
  if (inner.length > 0 && inner.join("").length >= 3 && inner.every((w) => outer.includes(w))) {
    return 1;
  }
  // A typo: at most one edit per three characters of the longer name.
  const limit = Math.floor(longer.length / 3);
  if (limit === 0) return undefined;
  const distance = editDistance(a, b, limit);
  return distance <= limit ? 1 + distance : undefined;
}

/**
 * The one candidate clearly closest to `given`, or `undefined` when none is close or the choice
 * is not clear. Clear means: the only candidate equal to `given` once case, dashes and
 * underscores are ignored; or, failing that, closer than every other close candidate by a
 * margin of 2 (so `cont` suggests nothing between `content` and `count`). Candidates equal to
 * `given` are skipped.
 */
export function didYouMean(given: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  let secondScore = Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (candidate === given || seen.has(candidate)) continue;
    seen.add(candidate);
    const score = closeness(given, candidate);
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
