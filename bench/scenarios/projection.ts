import { type ProjectionTarget, projectionTargets, projectTools } from "@tool-input/validate";
import { createBareAjv } from "../bare-ajv.js";
import { timeOnce } from "../measure.js";
import { verdict } from "../report.js";
import { duration, num, type Table } from "../table.js";
import { buildCatalog } from "./catalog.js";

const catalogSize = 200;
const rounds = 7;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Scenario 11 (docs/performance.md, "Provider projection"): a 200-tool catalog projected for each
 * target, against compiling the same catalog with bare Ajv, in one process.
 */
export async function projectionScenario(): Promise<Table> {
  const catalog = buildCatalog(catalogSize);
  const compileAll = () => {
    const ajv = createBareAjv();
    for (const tool of catalog) {
      try {
        ajv.compile(tool.inputSchema);
      } catch {
        // a schema Ajv refuses costs its attempt, as in the pipeline
      }
    }
  };
  const warn = console.warn;
  console.warn = () => {};
  try {
    const ajvTimes: number[] = [];
    const times = new Map<ProjectionTarget, number[]>(projectionTargets.map((t) => [t, []]));
    for (let round = 0; round < rounds; round++) {
      ajvTimes.push(timeOnce(compileAll));
      for (const target of projectionTargets) {
        times.get(target)?.push(timeOnce(() => projectTools(catalog, target)));
      }
    }
    const ajv = median(ajvTimes);
    const rows = projectionTargets.map((target) => {
      const time = median(times.get(target) ?? []);
      return [
        target,
        duration(time),
        duration(ajv),
        `${num(time / ajv)}×`,
        verdict(time < ajv / 4),
      ];
    });
    return {
      title: `Projection of a ${catalogSize}-tool catalog (median of ${rounds}) against its bare Ajv compile`,
      head: ["target", "projectTools", "bare Ajv compile", "ratio", "under ¼ of compile"],
      rows,
    };
  } finally {
    console.warn = warn;
  }
}
