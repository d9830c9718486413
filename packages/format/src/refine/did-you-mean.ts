import { presentItems } from "@tool-input/json";

// The did-you-mean hint must never mislead (docs/messages.md, "Hints"): a candidate is only offered
// when it is close by one of three measures and no other candidate is as close.

/**
 * Whether `text` is only lowercase ASCII letters and digits, as most keys are: then it is its own
 * normal form and its only word, and the regular expressions below are skipped (measured with
 * `pnpm bench errors`: about a third of `issuesFromAjv`'s time).
 */
function isPlainWord(text: string): boolean {
  if (text === "") return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) return false;
  }
  return true;
}

function normalise(text: string): string {
  if (isPlainWord(text)) return text;
  return text.toLowerCase().replace(/[-_\s]/g, "");
}

/** Whether two names are the same but for case, dashes, underscores and spaces (`n`, `-n`). */
export function sameName(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

function words(text: string): string[] {
  if (isPlainWord(text)) return [text];
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[-_\s.]+/)
    .filter((word) => word !== "");
}

/**
 * Longest name (once case, dashes and underscores are dropped) compared by words or by typos;
 * past it only the same name and a prefix are found (a hostile 10,000-character key).
 */
const MAX_COMPARED = 200;

/**
 * The edit distance between two strings, counting a swap of two neighbours as one edit (so
 * `qeury` is one edit from `query`), or `limit + 1` once it exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return limit + 1;
  let before = new Int32Array(b.length + 1);
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] as number;
}

function totalLength(texts: readonly string[]): number {
  let length = 0;
  for (const text of texts) length += text.length;
  return length;
}

/** The forms of a name, worked out once (its words only when needed). */
interface Given {
  readonly text: string;
  readonly normalised: string;
  words: string[] | undefined;
}

function formsOf(text: string): Given {
  return { text, normalised: normalise(text), words: undefined };
}

/** How close `candidate` is to `given`: lower is closer; `undefined` when it is not close. */
function closeness(given: Given, candidate: string | Given): number | undefined {
  const forms = typeof candidate === "string" ? undefined : candidate;
  const a = given.normalised;
  const b = forms?.normalised ?? normalise(candidate as string);
  if (a === "" || b === "") return undefined;
  // Same name but for case, dashes and underscores: `n` → `-n`, `dry-run` → `dryRun`.
  if (a === b) return 0;
  // A whole word of one is the other (`file_path` → `path`), or a prefix of 3+ characters.
  const shorter = a.length < b.length ? a : b;
  const longer = a.length < b.length ? b : a;
  if (shorter.length >= 3 && longer.startsWith(shorter)) return 1;
  // Past this, the word and typo measures would cost in proportion to the long name for every
  // candidate (a 700,000-character tool name took 7 s over 10,000 tools).
  if (longer.length > MAX_COMPARED) return undefined;
  given.words ??= words(given.text);
  const givenWords = given.words;
  let candidateWords: string[];
  if (forms === undefined) candidateWords = words(candidate as string);
  else {
    forms.words ??= words(forms.text);
    candidateWords = forms.words;
  }
  const inner = givenWords.length < candidateWords.length ? givenWords : candidateWords;
  const outer = givenWords.length < candidateWords.length ? candidateWords : givenWords;
  if (inner.length > 0 && totalLength(inner) >= 3 && inner.every((w) => outer.includes(w))) {
    return 1;
  }
  // A typo: at most one edit per three characters of the longer name.
  const limit = Math.floor(longer.length / 3);
  if (limit === 0) return undefined;
  // Lengths further apart than the limit cannot be within it (the edit distance is at least
  // the difference).
  if (longer.length - shorter.length > limit) return undefined;
  if (bagDistance(a, b) > limit) return undefined;
  const distance = editDistance(a, b, limit);
  return distance <= limit ? 1 + distance : undefined;
}

// Reused by `bagDistance`, which runs to completion before returning: no state survives a call.
const counts = new Int32Array(128);

/**
 * A lower bound of the edit distance, in linear time: how many characters one string has that
 * the other lacks (the larger side; a swap changes neither). Most candidates of a long list fail
 * it, so the quadratic distance is worked out for few (`pnpm bench names`).
 */
function bagDistance(a: string, b: string): number {
  for (let i = 0; i < a.length; i++) {
    const code = Math.min(a.charCodeAt(i), 127);
    counts[code] = (counts[code] as number) + 1;
  }
  for (let i = 0; i < b.length; i++) {
    const code = Math.min(b.charCodeAt(i), 127);
    counts[code] = (counts[code] as number) - 1;
  }
  let extra = 0;
  let missing = 0;
  for (let i = 0; i < a.length; i++) {
    const code = Math.min(a.charCodeAt(i), 127);
    const count = counts[code] as number;
    if (count > 0) {
      extra += count;
      counts[code] = 0;
    }
  }
  for (let i = 0; i < b.length; i++) {
    const code = Math.min(b.charCodeAt(i), 127);
    const count = counts[code] as number;
    if (count < 0) missing -= count;
    counts[code] = 0;
  }
  return Math.max(extra, missing);
}

/**
 * The most candidates compared: past it no suggestion is made, so a 1,000,000-value enum costs a
 * rejected call no more than a small one (issue 25.5), and among that many a close one is not a
 * clear choice anyway.
 */
export const MAX_CANDIDATES = 1_000;

/**
 * The most candidates did-you-mean compares within one run of `withSuggestionBudget` (one
 * formatting of errors): past it no more suggestions are made, so a rejection listing 1,000
 * unexpected keys beside 500 declared ones costs what 20,000 comparisons cost, not 500,000
 * (docs/messages.md, "Bounds").
 */
export const SUGGESTION_BUDGET = 20_000;

/** Comparisons left in the current run; unbounded outside one. */
let comparisonsLeft = Number.POSITIVE_INFINITY;

/** Runs `run` with at most `SUGGESTION_BUDGET` did-you-mean comparisons among all its calls. */
export function withSuggestionBudget<T>(run: () => T): T {
  const outer = comparisonsLeft;
  comparisonsLeft = Math.min(outer, SUGGESTION_BUDGET);
  const start = comparisonsLeft;
  try {
    return run();
  } finally {
    comparisonsLeft = outer - (start - comparisonsLeft);
  }
}

/**
 * The one candidate clearly closest to `given`, or `undefined` when none is close, the choice
 * is not clear, or there are more than `MAX_CANDIDATES` distinct candidates. Clear means: the only candidate equal to `given` once case, dashes and
 * underscores are ignored; or, failing that, closer than every other close candidate by a
 * margin of 2 (so `cont` suggests nothing between `content` and `count`). Candidates equal to
 * `given` are skipped.
 */
export function didYouMean(given: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  let secondScore = Number.POSITIVE_INFINITY;
  const seen = new Set<string>();
  const forms: Given = { text: given, normalised: normalise(given), words: undefined };
  for (const candidate of itemsOf(candidates)) {
    if (typeof candidate !== "string" || candidate === given || seen.has(candidate)) continue;
    if (seen.size >= MAX_CANDIDATES || --comparisonsLeft < 0) return undefined;
    seen.add(candidate);
    const score = closeness(forms, candidate);
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

/** Names analysed once for `nearNames`, so that a large list is not analysed on every call. */
export interface PreparedNames {
  readonly names: readonly Given[];
}

/** `names` (duplicates dropped) analysed for `nearNames`. */
export function prepareNames(names: Iterable<string>): PreparedNames {
  const unique = new Set<string>();
  for (const name of itemsOf(names)) if (typeof name === "string") unique.add(name);
  return { names: [...unique].map(formsOf) };
}

/** A caller's names to loop over: an array by the items it has (a sparse one skips its holes). */
function itemsOf(names: Iterable<string>): Iterable<string> {
  return Array.isArray(names) ? presentItems(names) : names;
}

/**
 * Up to `max` of `candidates` that are close to `given` by the measure `didYouMean` uses,
 * closest first, ties in the order given; `given` itself is skipped. For lists where several
 * near names may be offered at once (docs/messages.md, "Unknown tool names").
 */
export function nearNames(
  given: string,
  candidates: Iterable<string> | PreparedNames,
  max: number,
): string[] {
  const forms = formsOf(given);
  const prepared = "names" in candidates ? candidates : prepareNames(candidates);
  const scored: { readonly name: string; readonly score: number }[] = [];
  for (const candidate of prepared.names) {
    if (candidate.text === given) continue;
    const score = closeness(forms, candidate);
    if (score !== undefined) scored.push({ name: candidate.text, score });
  }
  // `sort` is stable: equal scores keep the order of `candidates`.
  scored.sort((a, b) => a.score - b.score);
  return scored.slice(0, Math.max(0, max)).map((entry) => entry.name);
}
