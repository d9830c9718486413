import type { CheckFunction } from "../engine/types.js";
import { refuseLongText } from "./long-text.js";

/**
 * The characters the keywords that read every character may read in one check before the
 * input is measured (docs/security.md, "Inputs that are graphs"): each `minLength`,
 * `maxLength`, `pattern` and string `format` charges the length of the string it is applied
 * to, and each pattern over a key the key's. A few milliseconds of reading on V8's `RegExp`
 * and Ajv's code-point count, a fifth of a second on RE2; far more than a model's input holds.
 */
export const textBudget = 4_000_000;

// What is left of the budget in the check being run, and that check's input. Outside a
// budgeted check nothing runs out, so a keyword run anywhere else charges nothing.
const reading = { left: Number.POSITIVE_INFINITY, input: undefined as unknown };

/**
 * Charges `length` characters to the check being run. Once past its budget, the check's input
 * is measured, once: one that contains itself, or whose strings and keys written out pass the
 * text limit, is refused (an `UncheckableInput`); any other is read on without a budget, as
 * its JSON text would be.
 */
export function readText(length: number): void {
  reading.left -= length;
  if (reading.left < 0) measureReading();
}

function measureReading(): void {
  reading.left = Number.POSITIVE_INFINITY;
  refuseLongText(reading.input);
}

/** `test`, charging the length of the string it is given first: a string format's check. */
export function charged(test: (text: string) => boolean): (text: string) => boolean {
  return (text) => {
    readText(text.length);
    return test(text);
  };
}

/** `check` with a budget of `textBudget` characters for each call (the schema's `readsText`). */
export function withTextBudget(check: CheckFunction): CheckFunction {
  return (input) => {
    // A check run from inside another (a getter calling the validator) has its own budget.
    const { left, input: outer } = reading;
    reading.left = textBudget;
    reading.input = input;
    try {
      return check(input);
    } finally {
      reading.left = left;
      reading.input = outer;
    }
  };
}

/** The keywords that read every character of a string (or, `patternProperties`, of each key). */
export const readingKeywords: ReadonlySet<string> = new Set([
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "patternProperties",
]);

// What JSON text writes for a keyword that reads every character, or for a reference that may
// lead out of the schema (to a meta-schema, which has them): a string value escapes its
// quotes, so only a key matches (or, harmlessly, a property of that name).
const READS_TEXT = new RegExp(
  `"(?:${[...readingKeywords].join("|")})":|"\\$(?:ref|dynamicRef|recursiveRef)":"(?!#)`,
);

/**
 * Whether a check of the schema whose JSON text is `text` may charge `readText`: it has a
 * keyword that reads strings character by character, or a reference that may reach one.
 */
export function readsText(text: string): boolean {
  return READS_TEXT.test(text);
}
