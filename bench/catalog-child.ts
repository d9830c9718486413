// One cold catalog start-up, in a process of its own (bench/scenarios/catalog.ts runs it): V8
// caches the code of `new Function` by its source text, so a second start-up in the same process
// reuses the first one's compiled code and would measure neither time nor memory fairly.
import { createValidator } from "@tool-input/validate";
import { createBareAjv } from "./bare-ajv.js";
import { settledHeap } from "./heap.js";
import { keepAlive } from "./measure.js";
import { sampleInput } from "./sample-input.js";
import { buildCatalog } from "./scenarios/catalog.js";

const which = process.argv[2];
const size = Number(process.argv[3] ?? 200);
console.warn = () => {};
const catalog = buildCatalog(size);
const inputs = catalog.map((tool) => sampleInput(tool.inputSchema));
const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const before = settledHeap();
const perTool: number[] = [];
let live: unknown;
const start = cpu();
if (which === "pipeline") {
  const validator = createValidator();
  for (const [i, tool] of catalog.entries()) {
    const at = cpu();
    validator.validateToolInput(tool, inputs[i]);
    perTool.push(cpu() - at);
  }
  live = validator;
} else {
  const ajv = createBareAjv();
  const compiled: unknown[] = [];
  for (const [i, tool] of catalog.entries()) {
    const at = cpu();
    try {
      const validate = ajv.compile(tool.inputSchema);
      validate(inputs[i]);
      compiled.push(validate);
    } catch {
      compiled.push(undefined);
    }
    perTool.push(cpu() - at);
  }
  live = compiled;
}
const total = cpu() - start;
const heap = settledHeap() - before;
keepAlive(live);
process.stdout.write(JSON.stringify({ perTool, total, heap }));
