import { type CharRanges, overlap } from "./char-ranges.js";
import { type PatternNode, parsePattern } from "./pattern-syntax.js";

/**
 * The steps a backtracking engine may spend on one text before the pattern goes to RE2 instead:
 * about a millisecond of V8's RegExp.
 */
export const backtrackingBudget: number = 2 ** 20;

/**
 * The longest text a pattern may run on V8's RegExp (a backtracking engine) and stay within
 * {@link backtrackingBudget} steps: `Infinity` when it is linear on any text, `-1` when no bound
 * is known (RE2 then runs it on every text). docs/security.md, "Patterns", has the rules:
 * - linear: the pattern is deterministic (at each point of a match the next character picks at
 *   most one way on, as in a Glushkov automaton whose followers never share a character), and
 *   anchored at its start (`^`), so the text is read once from its start;
 * - polynomial: a deterministic pattern that may start anywhere reads up to `n` characters at
 *   each of `n+1` starts (up to its width, when bounded); otherwise every repeated part is a
 *   single character set, with nothing repeated inside a repetition: `k` repetitions split a
 *   text of `n` characters in at most `(n+1)^k` ways, times the fixed choices of `|` and `?`
 *   (times the starts again when the search may start anywhere);
 * - anything else, and any syntax the small parser does not know (backreferences, lookarounds),
 *   stays on RE2.
 */
export function backtrackingLimit(
  pattern: string,
  tree: PatternNode | undefined = parsePattern(pattern),
): number {
  if (tree === undefined) return -1;
  const positions: CharRanges[] = [];
  // Followers with their multiplicity: two ways to the same position (`(a+)+`) are two choices.
  const follow: number[][] = [];
  let repeats = 0;
  let choices = 1;
  let flat = true;
  let deterministic = true;
  interface Info {
    readonly nullable: boolean;
    readonly first: readonly number[];
    readonly last: readonly number[];
    readonly width: number;
    readonly repeated: boolean;
  }
  const link = (from: readonly number[], to: readonly number[]) => {
    for (const l of from) for (const f of to) follow[l]?.push(f);
  };
  const union = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])];
  const walk = (node: PatternNode): Info => {
    switch (node.kind) {
      case "char": {
        const id = positions.push(node.ranges) - 1;
        follow.push([]);
        return { nullable: false, first: [id], last: [id], width: 1, repeated: false };
      }
      case "assert":
        return { nullable: true, first: [], last: [], width: 0, repeated: false };
      case "seq": {
        let acc: Info = { nullable: true, first: [], last: [], width: 0, repeated: false };
        for (const item of node.items) {
          const next = walk(item);
          link(acc.last, next.first);
          acc = {
            nullable: acc.nullable && next.nullable,
            first: acc.nullable ? union(acc.first, next.first) : acc.first,
            last: next.nullable ? union(acc.last, next.last) : next.last,
            width: acc.width + next.width,
            repeated: acc.repeated || next.repeated,
          };
        }
        return acc;
      }
      case "alt": {
        choices *= node.options.length;
        const infos = node.options.map(walk);
        return {
          nullable: infos.some((info) => info.nullable),
          first: infos.reduce<readonly number[]>((all, info) => union(all, info.first), []),
          last: infos.reduce<readonly number[]>((all, info) => union(all, info.last), []),
          width: Math.max(...infos.map((info) => info.width)),
          repeated: infos.some((info) => info.repeated),
        };
      }
      case "repeat": {
        const body = walk(node.body);
        if (node.max < 2) {
          choices *= 2;
          return { ...body, nullable: node.min === 0 || body.nullable };
        }
        repeats++;
        if (body.nullable) deterministic = false;
        if (node.body.kind !== "char" || body.repeated) flat = false;
        link(body.last, body.first);
        return {
          nullable: node.min === 0 || body.nullable,
          first: body.first,
          last: body.last,
          width: body.width === 0 ? 0 : body.width * node.max,
          repeated: true,
        };
      }
    }
  };
  const root = walk(tree);
  const disjoint = (ids: readonly number[]): boolean => {
    const sets = ids.map((id) => positions[id] as CharRanges);
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        if (overlap(sets[i] as CharRanges, sets[j] as CharRanges)) return false;
      }
    }
    return true;
  };
  deterministic &&= disjoint(root.first) && follow.every((next) => disjoint(next));
  const anchored = anchoredAtStart(tree);
  if (deterministic && anchored) return Number.POSITIVE_INFINITY;
  if (!deterministic && !flat) return -1;
  if (!deterministic && choices >= backtrackingBudget) return -1;
  const spread = deterministic ? 1 : choices;
  if (!anchored) return searchLimit(spread, deterministic ? 1 : Math.max(1, repeats), root.width);
  if (repeats === 0) return Number.POSITIVE_INFINITY;
  return Math.floor((backtrackingBudget / spread) ** (1 / repeats)) - 1;
}

/**
 * The longest text on which a search that may start anywhere stays within
 * {@link backtrackingBudget}: it tries each of the `n + 1` start positions, and a try costs at
 * most `spread · m^degree` steps, where `m` is the characters it can read, `min(n, width) + 1`.
 * A bounded width bounds a try, not the number of tries: `a{1,1000}!` spends about 1,000 steps
 * at each start (docs/security.md, "Patterns").
 */
function searchLimit(spread: number, degree: number, width: number): number {
  const anyWidth = Math.floor((backtrackingBudget / spread) ** (1 / (degree + 1))) - 1;
  if (width === Number.POSITIVE_INFINITY) return anyWidth;
  const boundedWidth = Math.floor(backtrackingBudget / (spread * (width + 1) ** degree)) - 1;
  return Math.max(anyWidth, boundedWidth);
}

/** Whether every way through `node` starts with `^` (V8 then tries the match at 0 only). */
function anchoredAtStart(node: PatternNode): boolean {
  switch (node.kind) {
    case "assert":
      return node.which === "^";
    case "seq":
      return node.items[0] !== undefined && anchoredAtStart(node.items[0]);
    case "alt":
      return node.options.every(anchoredAtStart);
    default:
      return false;
  }
}
