import { UncheckableInput } from "../../../input/guard-shapes.js";
import { walksWithin } from "../../../input/measure-input.js";
import { uniqueItemsWork } from "./unique-items-work.js";

/**
 * The most work @cfworker/json-schema is given for one input: its values (walked as a tree) times
 * the schema's nodes. It copies what each subschema evaluated for every value under
 * `unevaluated*` and writes every error: 250,000 keys under 60 `anyOf` branches took 13–32 s
 * (issue 25.5). Past it, the input is rejected as not checked, never passed; the Ajv engine and
 * the closures are linear and need no such bound (docs/security.md, "Fail closed").
 */
export const interpreterWorkLimit = 5_000_000;

/**
 * `run` on `input`, after refusing an input whose work under `nodes` schema nodes (and the
 * names their `required` lists hold, `requiredNames`) passes the limit, and one whose arrays `uniqueItems` would compare past it: @cfworker/json-schema compares
 * every pair of items, and the report runs it on every rejected input (20,000 small objects and a
 * duplicate took 13 s, 60,000 took 187 s). `uniqueNodes` counts the nodes with `uniqueItems`,
 * each of which may compare every array of the input (docs/security.md, "Complexity budget").
 */
export function withinWork<T>(
  nodes: number,
  run: (input: unknown) => T,
  uniqueNodes = 0,
  requiredNames = 0,
): (input: unknown) => T {
  // Each name a `required` lists is an error per object that lacks it, as a subschema is.
  const weight = Math.max(1, nodes + requiredNames);
  const values = Math.max(1, Math.floor(interpreterWorkLimit / weight));
  const schema =
    requiredNames === 0
      ? `${nodes.toLocaleString("en-US")} subschemas`
      : `${nodes.toLocaleString("en-US")} subschemas and ${requiredNames.toLocaleString("en-US")} required names`;
  const comparisons = Math.floor(interpreterWorkLimit / Math.max(1, uniqueNodes));
  return (input) => {
    if (!walksWithin(input, values)) {
      throw new UncheckableInput(
        `is too large to check without code generation (more than ${values.toLocaleString("en-US")} values under a schema of ${schema})`,
      );
    }
    if (uniqueNodes > 0 && uniqueItemsWork(input, comparisons) > comparisons) {
      throw new UncheckableInput(
        `is too large to check without code generation (comparing the items of its arrays for uniqueItems would take more than ${interpreterWorkLimit.toLocaleString("en-US")} steps)`,
      );
    }
    return run(input);
  };
}
