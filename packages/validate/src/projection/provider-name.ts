import type { TargetRules } from "./target-rules.js";

/**
 * The names a catalog's tools hold so far, and for each name rewritten with a counter the next
 * counter to try, so that n tools of one name are named in time linear in n, not quadratic.
 * Names only join it (a name a tool gives back is claimed again before the next tool).
 */
export class TakenNames extends Set<string> {
  readonly nextCounter: Map<string, number> = new Map();
}

/**
 * The name to send the provider for a tool called `name`: `name` itself when the provider
 * takes it and no other tool has it, otherwise a rewrite that is stable for the name (the same
 * name gives the same rewrite in every process): characters the provider refuses become `_`,
 * and a name that is too long, or taken, ends in `_` and eight characters of its hash.
 */
export function providerName(name: string, rules: TargetRules, taken: ReadonlySet<string>): string {
  if (fits(name, rules) && !taken.has(name)) return name;
  let base = [...name].map((char) => (rules.namePattern.test(char) ? char : "_")).join("");
  if (base === "" || (rules.nameStartsWithLetter && !/^[a-zA-Z_]/.test(base))) base = `_${base}`;
  if (base.length <= rules.nameLength && !taken.has(base)) return base;
  const suffix = `_${hashOf(name)}`;
  let candidate = `${base.slice(0, rules.nameLength - suffix.length)}${suffix}`;
  if (!taken.has(candidate)) return candidate;
  // Two names with the same hash: a counter, still within the length.
  const counters = taken instanceof TakenNames ? taken.nextCounter : undefined;
  let counter = counters?.get(name) ?? 2;
  for (; ; counter++) {
    const tail = `${suffix}${counter}`;
    candidate = `${base.slice(0, rules.nameLength - tail.length)}${tail}`;
    if (!taken.has(candidate)) break;
  }
  counters?.set(name, counter + 1);
  return candidate;
}

function fits(name: string, rules: TargetRules): boolean {
  return (
    name.length >= 1 &&
    name.length <= rules.nameLength &&
    rules.namePattern.test(name) &&
    (!rules.nameStartsWithLetter || /^[a-zA-Z_]/.test(name))
  );
}

// FNV-1a over the UTF-16 code units, as eight base-36 digits.
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(8, "0").slice(-8);
}
