import type { OtherIssue } from "@tool-input/format";
import type { ReportFunction } from "../engine/types.js";
import { UncheckableInput } from "./guard-shapes.js";
import { measureInput, selfReference } from "./measure-input.js";

/**
 * The most characters the strings and keys of an input may hold written out as JSON before
 * the keywords that read every character (`maxLength`, `pattern`, `format`, patterns over
 * keys) are kept from reading it: a string has no identity, so one long string an input
 * shares at many places is read at every place (docs/security.md, "Inputs that are graphs").
 * Far more than a model writes; an input within it costs what its JSON text would.
 */
export const textLimit = 50_000_000;

/** The issue of an input whose strings and keys, written out, pass `textLimit`. */
export const longText: OtherIssue = {
  kind: "other",
  path: [],
  message: `would hold more than ${textLimit.toLocaleString("en-US")} characters of strings and keys written out as JSON (it repeats a long string at many places, or is that large), so it cannot be checked`,
};

/**
 * Why the strings of `input` cannot be read at all: it contains itself, or its strings and
 * keys pass `textLimit` written out; `undefined` when they can. Most inputs are cleared by one
 * walk as a tree that stops past the limits; the others are measured, each container once.
 * Throws what reading the input throws.
 */
export function textIssueOf(input: unknown): OtherIssue | undefined {
  if (walksWithinText(input, { characters: textLimit, values: treeWalkLimit }, 0)) {
    return undefined;
  }
  const measure = measureInput(input, treeWalkLimit, textLimit);
  if (measure.cycle) return selfReference;
  return measure.characters > textLimit ? longText : undefined;
}

/** Throws an `UncheckableInput` carrying `textIssueOf(value)`, if it has one. */
export function refuseLongText(value: unknown): void {
  const issue = textIssueOf(value);
  if (issue !== undefined) throw new UncheckableInput(issue.message, issue);
}

/**
 * `report` measuring the characters of its input first, on every schema: a report reads every
 * string its keywords apply to, and its messages quote values (written out as JSON, then cut),
 * at every place a shared one appears. It runs only for a rejected input.
 */
export function guardLongText(report: ReportFunction): ReportFunction {
  return (input) => {
    refuseLongText(input);
    return report(input);
  };
}

/**
 * Whether the strings and keys `input` holds pass `textLimit`, each container counted once
 * however many places share it, as the coercer reads them (it repairs a shared child once, and
 * leaves a cycle as it is), but a string at every place that holds it. Most inputs are cleared
 * by the walk as a tree; the others are walked each container once. `false` for an input that
 * throws when read: the coercer decides about it as before.
 */
export function holdsLongText(input: unknown): boolean {
  try {
    if (walksWithinText(input, { characters: textLimit, values: treeWalkLimit }, 0)) return false;
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

// The tree walk stops past this many values (shared children walked at every place), or this
// deep, and leaves the input to the measure.
const treeWalkLimit = 1_000_000;
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
