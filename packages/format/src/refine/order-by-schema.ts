import type { Issue, PathSegment } from "../types.js";
import { PathPrefixes } from "./path-prefixes.js";

/** The keys declared at one place, in schema order, and the schemas already read there. */
interface Place {
  readonly keys: string[];
  readonly rank: Map<string, number>;
  readonly learned: Set<object>;
  /** Keys declared `false` here (in some part): no value is allowed under them. */
  readonly forbidden: Set<string>;
}

const NO_KEYS: readonly string[] = [];

/**
 * The keys declared at each place in the input, in schema order, as learned from verbose Ajv
 * errors (each error's `parentSchema` describes the value at its `instancePath`). Each schema is
 * read once per place, however many errors carry it, so learning is linear in the errors.
 */
export class DeclaredKeys {
  /** Numbers the places: of the paths learned, and of every prefix of the paths ranked. */
  readonly prefixes: PathPrefixes = new PathPrefixes();
  readonly #places = new Map<number, Place>();

  /**
   * Records the `properties` of the schema describing the value at `path`, and those of its
   * `allOf` branches (a composed object declares the keys of every part).
   */
  learn(path: readonly PathSegment[], parentSchema: unknown): void {
    if (typeof parentSchema !== "object" || parentSchema === null) return;
    const key = this.prefixes.id(path);
    let place = this.#places.get(key);
    if (place?.learned.has(parentSchema)) return;
    place ??= { keys: [], rank: new Map(), learned: new Set(), forbidden: new Set() };
    place.learned.add(parentSchema);
    const node = parentSchema as Record<string, unknown>;
    const parts = [node, ...(Array.isArray(node.allOf) ? node.allOf : [])];
    for (const part of parts) {
      const properties = typeof part === "object" && part !== null ? part.properties : undefined;
      if (typeof properties !== "object" || properties === null || Array.isArray(properties)) {
        continue;
      }
      for (const name of Object.keys(properties)) {
        if ((properties as Record<string, unknown>)[name] === false) place.forbidden.add(name);
        if (place.rank.has(name)) continue;
        place.rank.set(name, place.keys.length);
        place.keys.push(name);
      }
    }
    if (place.keys.length > 0) this.#places.set(key, place);
  }

  /** The keys declared at `path` that may hold a value (not declared `false`), in schema order. */
  allowedAt(path: readonly PathSegment[]): readonly string[] {
    const place = this.#places.get(this.prefixes.id(path));
    if (place === undefined) return NO_KEYS;
    return place.forbidden.size === 0
      ? place.keys
      : place.keys.filter((key) => !place.forbidden.has(key));
  }

  /** The rank of `key` among the keys declared at `place` (a number of `prefixes`), and their count. */
  rankOf(place: number, key: string): { index: number; count: number } {
    const found = this.#places.get(place);
    return { index: found?.rank.get(key) ?? -1, count: found?.keys.length ?? 0 };
  }
}

/**
 * `issues` sorted by the schema: along each path, a declared key ranks by its place in the
 * schema's `properties`, other keys by first appearance, indices by number, a parent before its
 * children; ties keep their order. Deterministic for a given schema and input.
 */
export function orderBySchema(issues: readonly Issue[], declared: DeclaredKeys): Issue[] {
  const firstSeen = new Map<number, number>();
  // One sort key per issue, computed once: indices before keys at the same depth (an array is
  // never also an object), then by number or by rank. Array indices are below 2 ** 32, and
  // 2 ** 40 + rank stays exact in a double.
  const keyed: Keyed[] = [];
  for (let index = 0; index < issues.length; index++) {
    const issue = issues[index] as Issue;
    const path = issue.path;
    const places = declared.prefixes.ids(path);
    const key: number[] = [];
    for (let depth = 0; depth < path.length; depth++) {
      const segment = path[depth] as PathSegment;
      key.push(
        typeof segment === "number"
          ? segment
          : 2 ** 40 + rank(declared, firstSeen, places, depth, segment),
      );
    }
    keyed.push({ issue, index, key });
  }
  return keyed.sort(compareKeyed).map(({ issue }) => issue);
}

interface Keyed {
  readonly issue: Issue;
  readonly index: number;
  readonly key: readonly number[];
}

/**
 * The rank of `key` under the first `depth` segments of a path (`places`, the numbers of its
 * prefixes): its place among the declared keys there, or after them in order of first appearance.
 */
function rank(
  declared: DeclaredKeys,
  firstSeen: Map<number, number>,
  places: readonly number[],
  depth: number,
  key: string,
): number {
  const { index, count } = declared.rankOf(places[depth] as number, key);
  if (index >= 0) return index;
  // The parent's segments and then `key`: the first `depth + 1` segments.
  const id = places[depth + 1] as number;
  let seen = firstSeen.get(id);
  if (seen === undefined) {
    seen = firstSeen.size;
    firstSeen.set(id, seen);
  }
  return count + seen;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let depth = 0; depth < Math.min(a.length, b.length); depth++) {
    const difference = (a[depth] as number) - (b[depth] as number);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

function compareKeyed(a: Keyed, b: Keyed): number {
  return compareKeys(a.key, b.key) || a.index - b.index;
}
