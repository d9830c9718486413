import { readText } from "../../input/text-budget.js";
import type { LinearRegExp } from "./linear-reg-exp.js";

/**
 * `regex` whose `test` first charges the text's length to the check's text budget
 * (docs/security.md, "Inputs that are graphs"): what every engine's `pattern` and patterns over
 * keys run, so a string shared at many places is not read without bound.
 */
export function reading(regex: LinearRegExp): LinearRegExp {
  return {
    test: (text) => {
      readText(text.length);
      return regex.test(text);
    },
    toString: () => regex.toString(),
  };
}
