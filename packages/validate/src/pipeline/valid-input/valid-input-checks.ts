import type { ValidateOptions } from "../../types.js";
import { mayHoldMarkup } from "./markup-scan.js";
import { nearMissKeys } from "./near-miss-keys.js";
import { type Node, nodeOf } from "./valid-input-shape.js";
import { descend, FOUND, MAX_CONTAINERS, UNDECLARED, walk } from "./walk-shape.js";

/**
 * Whether a valid `input` needs the pipeline's checks on valid inputs (docs/pipeline.md, "Checks
 * on a valid input") before it is accepted as sent: a key the schema does not declare where a
 * near miss is read, or, in an object where a declared key is absent, a key or string holding
 * `</` (leaked markup can only name an absent declared key). Strings are looked into only after
 * counting the declared keys present, so an object holding all its keys costs no scan however
 * long its strings; array items are followed through `items`; a schema under which nothing can
 * ever fire is known once (docs/performance.md). A schema it cannot read that way (`$ref`,
 * combined schemas) gets the generic scan for `</`. Past the bounds it answers true.
 */
export function needsValidInputChecks(
  input: unknown,
  schema: unknown,
  options: ValidateOptions | undefined,
  defaults: ValidateOptions,
): boolean {
  if (typeof input !== "object" || input === null) return false;
  const root = rootOf(schema);
  if (root.free) return false;
  const markup = (options?.markup ?? defaults.markup) !== "ignore";
  // A root array is looked into as the first call looks into it: for markup alone.
  if (Array.isArray(input)) return markup && leakedInArray(input, root);
  const { shape } = root;
  if (shape === null) return markup && mayHoldMarkup(input);
  const value = input as Record<string, unknown>;
  try {
    const found = walk(value, shape, markup, true, 0, MAX_CONTAINERS);
    if (found !== UNDECLARED) return found === FOUND;
    // An undeclared key matters only when it is a near miss (worked out only then).
    if (nearMissKeys(input, schema).length > 0) return true;
    return markup && walk(value, shape, markup, false, 0, MAX_CONTAINERS) < 0;
  } catch {
    return true; // unreadable (a getter or Proxy that throws): the pipeline looks, as cold
  }
}

/**
 * Whether leaked markup may be in a valid `input` (the markup half of `needsValidInputChecks`):
 * a `</` beside an absent declared key, or anywhere under a schema the shapes cannot read.
 */
export function mayHoldLeakedMarkup(input: unknown, schema: unknown): boolean {
  if (typeof input !== "object" || input === null) return mayHoldMarkup(input);
  const root = rootOf(schema);
  if (root.free) return false;
  if (Array.isArray(input)) return leakedInArray(input, root);
  const { shape } = root;
  if (shape === null) return mayHoldMarkup(input);
  try {
    return walk(input as Record<string, unknown>, shape, true, false, 0, MAX_CONTAINERS) < 0;
  } catch {
    return false; // unreadable (a getter or Proxy that throws): as `mayHoldMarkup`
  }
}

/**
 * Whether markup may have leaked into a valid root array: its items read through `items`, as an
 * array anywhere is (near-miss keys are read only under a declared key, docs/pipeline.md,
 * "Near-miss keys").
 */
function leakedInArray(input: readonly unknown[], root: Node): boolean {
  try {
    return descend(input, root, true, false, 0, MAX_CONTAINERS) < 0;
  } catch {
    return false; // unreadable (a getter or Proxy that throws): as `mayHoldMarkup`
  }
}

// The schema met last (one tool called again and again): `rootOf` compares it before
// `nodeOf`'s WeakMap.
let lastSchema: unknown;
let lastRoot: Node | undefined;

function rootOf(schema: unknown): Node {
  if (schema === lastSchema && lastRoot !== undefined) return lastRoot;
  const root = nodeOf(schema, schema);
  lastSchema = schema;
  lastRoot = root;
  return root;
}
