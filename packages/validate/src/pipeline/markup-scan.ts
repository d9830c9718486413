/** Containers looked at before the answer is "maybe" (the pipeline then looks properly). */
const MAX_CONTAINERS = 10_000;
const MAX_DEPTH = 64;

/**
 * Whether a string or key anywhere in `value` holds `</`, the start of a closing tag: only then
 * can tool-call markup have leaked (docs/pipeline.md, "Leaked markup"). The check that keeps the
 * markup rule off the path of a valid input: `indexOf` per string, no allocation. Past
 * `MAX_CONTAINERS` containers (a graph, a huge input) it answers true, and the coercer decides.
 */
export function mayHoldMarkup(value: unknown): boolean {
  if (typeof value === "string") return value.includes("</");
  if (typeof value !== "object" || value === null) return false;
  const budget = { left: MAX_CONTAINERS };
  return scan(value, 0, budget);
}

function scan(container: object, depth: number, budget: { left: number }): boolean {
  if (--budget.left < 0 || depth > MAX_DEPTH) return true;
  const array = Array.isArray(container);
  for (const key in container) {
    if (!array && key.includes("</")) return true;
    const item = (container as Record<string, unknown>)[key];
    if (
      typeof item === "string"
        ? item.includes("</")
        : isObject(item) && scan(item, depth + 1, budget)
    ) {
      return true;
    }
  }
  return false;
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}
