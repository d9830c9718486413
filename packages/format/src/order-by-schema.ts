import type { Issue, PathSegment } from "./types.js";

function pathKey(path: readonly PathSegment[]): string {
  return JSON.stringify(path);
}

/**
 * The keys declared at each place in the input, in schema order, as learned from verbose Ajv
 * errors (each error's `parentSchema` describes the value at its `instancePath`).
 */
export class DeclaredKeys {
  readonly #keys = new Map<string, string[]>();

  /** Records the `properties` of the schema describing the value at `path`. */
  learn(path: readonly PathSegment[], parentSchema: unknown): void {
    if (typeof parentSchema !== "object" || parentSchema === null) return;
    const properties = (parentSchema as Record<string, unknown>).properties;
    if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return;
    const key = pathKey(path);
    const known = this.#keys.get(key) ?? [];
    for (const name of Object.keys(properties)) if (!known.includes(name)) known.push(name);
    this.#keys.set(key, known);
  }

  /** The keys declared at `path`, in schema order (empty when unknown). */
  at(path: readonly PathSegment[]): readonly string[] {
    return this.#keys.get(pathKey(path)) ?? [];
  }
}

/**
 * `issues` sorted by the schema: along each path, a declared key ranks by its place in the
 * schema's `properties`, other keys by first appearance, indices by number, a parent before its
 * children; ties keep their order. Deterministic for a given schema and input.
 */
export function orderBySchema(issues: readonly Issue[], declared: DeclaredKeys): Issue[] {
  const firstSeen = new Map<string, number>();
  const rank = (parent: readonly PathSegment[], key: string): number => {
    const keys = declared.at(parent);
    const index = keys.indexOf(key);
    if (index >= 0) return index;
    const id = `${pathKey(parent)}\u0000${key}`;
    if (!firstSeen.has(id)) firstSeen.set(id, firstSeen.size);
    return keys.length + (firstSeen.get(id) ?? 0);
  };
  for (const issue of issues) {
    issue.path.forEach((segment, depth) => {
      if (typeof segment === "string") rank(issue.path.slice(0, depth), segment);
    });
  }
  const compare = (a: readonly PathSegment[], b: readonly PathSegment[]): number => {
    for (let depth = 0; depth < Math.min(a.length, b.length); depth++) {
      const x = a[depth] as PathSegment;
      const y = b[depth] as PathSegment;
      if (x === y) continue;
      if (typeof x === "number" && typeof y === "number") return x - y;
      if (typeof x === "number") return -1;
      if (typeof y === "number") return 1;
      const parent = a.slice(0, depth);
      return rank(parent, x) - rank(parent, y);
    }
    return a.length - b.length;
  };
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => compare(a.issue.path, b.issue.path) || a.index - b.index)
    .map(({ issue }) => issue);
}
