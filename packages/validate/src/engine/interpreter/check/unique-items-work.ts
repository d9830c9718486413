/**
 * What @cfworker/json-schema's `uniqueItems` may spend on `input`, stopping once past `limit`:
 * it compares every item of an array with every other, each comparison reading at most the two
 * items, so an array of `n` items holding `v` values (its items and all under them, walked as a
 * tree) costs at most about `n · v` steps; the sum over the input's arrays, as if every array
 * were under `uniqueItems`. The input has already been walked within the values bound, so this
 * walk is no longer than that one (docs/security.md, "Complexity budget").
 */
export function uniqueItemsWork(input: unknown, limit: number): number {
  const work = { steps: 0, limit };
  if (typeof input === "object" && input !== null) valuesUnder(input, work);
  return work.steps;
}

interface Work {
  steps: number;
  readonly limit: number;
}

// The values under `node` (its entries and theirs); adds each array's comparisons to `work`.
function valuesUnder(node: object, work: Work): number {
  let values = 0;
  if (Array.isArray(node)) {
    const length = node.length;
    for (let i = 0; i < length && work.steps <= work.limit; i++) {
      values += 1 + childValues(node[i], work);
    }
    work.steps += length * values;
    return values;
  }
  for (const key in node) {
    if (work.steps > work.limit) break;
    values += 1 + childValues((node as Record<string, unknown>)[key], work);
  }
  return values;
}

function childValues(child: unknown, work: Work): number {
  return typeof child === "object" && child !== null ? valuesUnder(child, work) : 0;
}
