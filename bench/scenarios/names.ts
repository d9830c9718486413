import { createToolCatalog } from "@tool-input/validate";
import { measure, timeOnce } from "../measure.js";
import { timing, verdict } from "../report.js";
import { duration, type Table } from "../table.js";
import { buildCatalog } from "./catalog.js";

// docs/performance.md, "12. Tool names": a 1,000-tool catalog (the corpus servers' tools, repeated
// under new names) resolves a called name in well under a millisecond.
const catalogSize = 1_000;
const target = 0.1; // ms per resolution: "well under a millisecond"

/** Scenario: building a 1,000-tool catalog, and resolving exact, misspelled and unknown names. */
export async function namesScenario(): Promise<Table> {
  const tools = buildCatalog(catalogSize).map((tool, i) => ({
    name: `${tool.name.replace(/\W/g, "_")}_${i}`,
    inputSchema: tool.inputSchema,
  }));
  const catalog = createToolCatalog(tools);
  const middle = tools[catalogSize / 2]?.name ?? "";
  const camel = middle.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const cases = [
    { name: "exact name", fn: () => catalog.resolve(middle) },
    { name: "camelCase of a snake_case name", fn: () => catalog.resolve(camel) },
    { name: "with functions. prefix", fn: () => catalog.resolve(`functions.${middle}`) },
    { name: "with mcp__server__ prefix", fn: () => catalog.resolve(`mcp__srv__${middle}`) },
    { name: "unknown, near names searched", fn: () => catalog.resolve(`${middle}_zz`) },
    {
      name: "checkCall, misspelled name, raw text",
      fn: () => catalog.checkCall({ name: camel, arguments: "{}" }),
    },
  ];
  const measured = await measure(cases);
  const build = timeOnce(() => createToolCatalog(tools));
  const slowest = Math.max(...measured.slice(0, 4).map((m) => m.mean));
  return {
    title: `Tool names: a ${catalogSize.toLocaleString("en-US")}-tool catalog`,
    head: ["case", "ops/s", "mean", "±"],
    rows: measured.map((m) => [m.name, ...timing(m)]),
    notes: [
      `Building the catalog (names analysed, no schema compiled): ${duration(build)}.`,
      `Resolving a name that resolves: at most ${duration(slowest)}, target under ${duration(target)}: ${verdict(slowest < target)}.`,
    ],
  };
}
