/** Values any node may be given: every JSON type, edge numbers, empty and odd strings. */
const genericProbes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  1e21,
  "",
  "x",
  "true",
  "12",
  "2024-01-01",
  "https://example.com/a",
  "😀",
  "a".repeat(300),
  [],
  [1],
  ["a", "a"],
  [{}, {}],
  {},
  { a: 1 },
];

const numberKeywords = new Set([
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
]);
const lengthKeywords = new Set(["minLength", "maxLength", "minItems", "maxItems"]);

/**
 * The values a schema makes interesting: each bound and the numbers just inside and outside it,
 * strings and arrays one shorter and longer than a length bound, every `enum` and `const` value.
 */
export function schemaProbes(schema: unknown): unknown[] {
  const probes: unknown[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > 40 || typeof node !== "object" || node === null) return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (numberKeywords.has(key) && typeof value === "number") {
        probes.push(value, value - 1, value + 1, value + 0.5, value - 1e-9, value * 3);
      } else if (lengthKeywords.has(key) && typeof value === "number" && value < 500) {
        for (const n of [value - 1, value, value + 1].filter((n) => n >= 0)) {
          probes.push(
            "b".repeat(n),
            "😀".repeat(n),
            Array.from({ length: n }, (_, i) => i),
          );
        }
      } else if (key === "enum" && Array.isArray(value)) {
        probes.push(...value);
      } else if (key === "const") {
        probes.push(value);
      }
      visit(value, depth + 1);
    }
  };
  visit(schema, 0);
  return probes;
}

type Path = readonly (string | number)[];

function pathsOf(value: unknown, path: Path, out: Path[], depth: number): void {
  if (depth > 4 || out.length > 80) return;
  if (Array.isArray(value)) {
    value.slice(0, 3).forEach((item, i) => {
      out.push([...path, i]);
      pathsOf(item, [...path, i], out, depth + 1);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([...path, key]);
      pathsOf(item, [...path, key], out, depth + 1);
    }
  }
}

/** A copy of `root` with the value at `path` replaced (`remove`: deleted). */
function withAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(root)
    ? [...root]
    : { ...(root as Record<string, unknown>) };
  const container = copy as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete container[head as string];
  } else {
    container[head as string] = withAt(container[head as string], rest, value, remove);
  }
  return copy;
}

/**
 * Inputs near `valid`: every path of it (to depth 4) given each probe, removed, and given an
 * extra key or item; the whole input given each probe too.
 */
export function mutations(valid: unknown, probes: readonly unknown[]): unknown[] {
  const paths: Path[] = [];
  pathsOf(valid, [], paths, 0);
  const all = [...genericProbes, ...probes];
  const out: unknown[] = all.map((probe) => probe);
  for (const path of [[], ...paths] as Path[]) {
    for (const probe of path.length === 0 ? [] : all) out.push(withAt(valid, path, probe));
    if (path.length > 0) out.push(withAt(valid, path, undefined, true));
    const at = path.reduce<unknown>(
      (node, key) => (node as Record<string | number, unknown>)[key],
      valid,
    );
    if (Array.isArray(at)) out.push(withAt(valid, path, [...at, ...at]), withAt(valid, path, []));
    else if (typeof at === "object" && at !== null) {
      out.push(withAt(valid, path, { ...at, zz_extra: 1 }), withAt(valid, path, {}));
    }
  }
  return out;
}
