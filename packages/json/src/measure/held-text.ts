/**
 * Measures of the text an input holds, for the bounds on reading it (docs/security.md, "Inputs
 * that are graphs"): a string has no identity, so one long string an input shares at many
 * places is read at every place.
 */

/**
 * The most characters the strings and keys of an input may hold written out as JSON before
 * the keywords that read every character (`maxLength`, `pattern`, `format`, patterns over
 * keys) are kept from reading it: a string has no identity, so one long string an input
 * shares at many places is read at every place (docs/security.md, "Inputs that are graphs").
 * Far more than a model writes; an input within it costs what its JSON text would.
 */
export const textLimit = 50_000_000;

/**
 * Whether the strings and keys `input` holds pass `textLimit`, each container counted once
 * however many places share it, as the coercer reads them (it repairs a shared child once, and
 * leaves a cycle as it is), but a string at every place that holds it. Most inputs are cleared
 * by the walk as a tree; the others are walked each container once. `false` for an input that
 * throws when read.
 */
export function holdsLongText(input: unknown): boolean {
  try {
    if (textFitsAsTree(input)) return false;
    return heldCharacters(input) > textLimit;
  } catch {
    return false;
  }
}

// The characters of the strings and keys of each container of `input`, once per container,
// with no recursion; counted up to just past `textLimit`.
function heldCharacters(input: unknown): number {
  if (typeof input === "string") return input.length;
  if (typeof input !== "object" || input === null) return 0;
  const seen = new Set<object>([input]);
  const stack: object[] = [input];
  let characters = 0;
  while (stack.length > 0) {
    const node = stack.pop() as object;
    const isArray = Array.isArray(node);
    for (const key of Object.keys(node)) {
      if (!isArray) characters += key.length;
      const child: unknown = (node as Record<string, unknown>)[key];
      if (typeof child === "string") characters += child.length;
      else if (typeof child === "object" && child !== null && !seen.has(child)) {
        seen.add(child);
        stack.push(child);
      }
      if (characters > textLimit) return characters;
    }
  }
  return characters;
}

/**
 * Whether walking `input` as a tree (a shared child at every place it appears) meets at most
 * `treeWalkLimit` values and `textLimit` characters of strings and keys: no record of what was
 * seen, so most inputs are cleared at about the cost of a walk; `false` means "measure it".
 * Throws what reading the input throws.
 */
export function textFitsAsTree(input: unknown): boolean {
  return walksWithinText(input, { characters: textLimit, values: treeWalkLimit }, 0);
}

/** The tree walk stops past this many values (shared children walked at every place), or deep. */
export const treeWalkLimit = 1_000_000;
const maxTreeDepth = 1_000;

interface Left {
  characters: number;
  values: number;
}

// Whether walking `node` as a tree spends no more than what is `left`, which it spends.
function walksWithinText(node: unknown, left: Left, depth: number): boolean {
  if (typeof node === "string") {
    left.characters -= node.length;
    return left.characters >= 0;
  }
  if (typeof node !== "object" || node === null) return true;
  if (depth > maxTreeDepth) return false;
  if (Array.isArray(node)) {
    left.values -= node.length;
    if (left.values < 0) return false;
    for (let i = 0; i < node.length; i++) {
      if (!walksWithinText(node[i], left, depth + 1)) return false;
    }
    return true;
  }
  for (const key of Object.keys(node)) {
    left.values -= 1;
    left.characters -= key.length;
    if (left.values < 0 || left.characters < 0) return false;
    if (!walksWithinText((node as Record<string, unknown>)[key], left, depth + 1)) return false;
  }
  return true;
}
