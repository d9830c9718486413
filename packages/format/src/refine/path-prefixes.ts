import type { PathSegment } from "../types.js";

/**
 * Numbers for paths and their prefixes: equal segments give equal numbers, different ones
 * different numbers (`["a", 0]`, `["a", "0"]` and `["a0"]` all differ), as `pathKey` tells
 * them apart. Naming every prefix of a path takes time linear in its length, where a text key per
 * prefix takes time quadratic in it (an input 4,000 levels deep has a path of 4,000 segments).
 */
export class PathPrefixes {
  /** The children of each numbered path by key or index; path 0 is the empty one. */
  readonly #children: (Map<string | number, number> | undefined)[] = [undefined];
  /** By their text, the children whose segment is neither (a path built outside this package). */
  readonly #others: (Map<string, number> | undefined)[] = [undefined];

  /** `ids[d]` numbers the first `d` segments of `path`, for every `d` from 0 to its length. */
  ids(path: readonly PathSegment[]): number[] {
    const ids = [0];
    let id = 0;
    for (const segment of path) {
      id = this.#child(id, segment);
      ids.push(id);
    }
    return ids;
  }

  /** The number of the first `end` segments of `path` (all of them by default). */
  id(path: readonly PathSegment[], end: number = path.length): number {
    let id = 0;
    for (let index = 0; index < end; index++) id = this.#child(id, path[index] as PathSegment);
    return id;
  }

  #child(parent: number, segment: PathSegment): number {
    const byKey = typeof segment === "number" || typeof segment === "string";
    const table = byKey ? this.#children : this.#others;
    let children = table[parent] as Map<string | number, number> | undefined;
    if (children === undefined) {
      children = new Map();
      table[parent] = children;
    }
    const key = byKey ? segment : String(segment);
    let child = children.get(key);
    if (child === undefined) {
      child = this.#children.length;
      this.#children.push(undefined);
      this.#others.push(undefined);
      children.set(key, child);
    }
    return child;
  }
}
