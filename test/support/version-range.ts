// The version ranges our manifests use (CONTRIBUTING.md, "Releasing"): `^X`, `^X.Y`, `^X.Y.Z`,
// `>=X.Y.Z`, `>=X.Y.Z <A.B.C`, and any of them joined with `||`. Enough of semver to check that
// a range admits the version tested, and to name the lowest version it admits.

type Version = readonly [number, number, number];

const parse = (text: string): Version | undefined => {
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-[\w.]+)?$/.exec(text);
  if (match === null) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
};

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One `||` alternative as a lower bound (inclusive) and an upper bound (exclusive). */
function bounds(part: string): { low: Version; high: Version | undefined } {
  const caret = /^\^(\S+)$/.exec(part);
  if (caret !== null) {
    const low = parse(caret[1] ?? "");
    if (low === undefined) throw new Error(`not a version range: ${part}`);
    const high: Version =
      low[0] > 0 ? [low[0] + 1, 0, 0] : low[1] > 0 ? [0, low[1] + 1, 0] : [0, 0, low[2] + 1];
    return { low, high };
  }
  const between = /^>=\s*(\S+)(?:\s+<\s*(\S+))?$/.exec(part);
  const low = parse(between?.[1] ?? "");
  const high = between?.[2] === undefined ? undefined : parse(between[2]);
  if (low === undefined || (between?.[2] !== undefined && high === undefined))
    throw new Error(`not a version range this test reads: ${part}`);
  return { low, high };
}

const alternatives = (range: string) => range.split("||").map((part) => bounds(part.trim()));

/** Whether `version` (`1.2.3`) is in `range`. */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (v === undefined) throw new Error(`not a version: ${version}`);
  return alternatives(range).some(
    ({ low, high }) => compare(v, low) >= 0 && (high === undefined || compare(v, high) < 0),
  );
}

/** The lowest version `range` admits, as `X.Y.Z`. */
export function rangeFloor(range: string): string {
  const [lowest] = alternatives(range)
    .map(({ low }) => low)
    .sort(compare);
  return (lowest ?? [0, 0, 0]).join(".");
}

/** Whether the floor of `a` (an engines range such as `>=22`) is at least the floor of `b`. */
export function floorAtLeast(a: string, b: string): boolean {
  const [fa, fb] = [parse(rangeFloor(a)), parse(rangeFloor(b))];
  return fa !== undefined && fb !== undefined && compare(fa, fb) >= 0;
}
