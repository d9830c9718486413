import fc from "fast-check";
import { createAjvEngine } from "./packages/validate/src/engine/ajv/ajv-engine.js";
import { createInterpreterEngine } from "./packages/validate/src/engine/interpreter/create-interpreter-engine.js";
import { inputArbitrary, toolSchemaArbitrary } from "./test/support/random-schemas.js";
import { complexityBudget } from "./packages/validate/src/cache/schema-cache.js";
import { estimateCost } from "./packages/validate/src/cache/estimate-cost.js";
const ajv = createAjvEngine(), interp = createInterpreterEngine();
const n = Number(process.argv[2] ?? 100);
let t0 = performance.now();
const cases = fc.sample(fc.tuple(toolSchemaArbitrary(), fc.array(inputArbitrary(), { minLength: 8, maxLength: 8 })), { numRuns: n, seed: 25 });
console.log("sample", (performance.now() - t0).toFixed(0), "ms");
let diffs = 0, compared = 0, broken = 0, engine = 0;
cases.forEach(([schema, inputs], i) => {
  const c = estimateCost(schema, complexityBudget); if (c.referenceCycle || c.size > complexityBudget.size || c.depth > complexityBudget.depth) return;
  const s = performance.now();
  const a = ajv.compile(schema as never); const b = interp.compile(schema as never);
  if (a.ok && !b.ok) { if (b.fault === "schema") { broken++; if (broken < 4) console.log("BROKEN", i, b.reason, JSON.stringify(schema).slice(0, 300)); } else engine++; }
  if (a.ok && b.ok) for (const input of inputs) { let x, y; try { x = a.check(input) } catch { x = false } try { y = b.check(input) } catch { y = false } compared++; if (x !== y) { diffs++; if (diffs < 6) console.log("DIFF", i, x, y, JSON.stringify(schema).slice(0, 400), JSON.stringify(input)); } }
  const ms = performance.now() - s; if (ms > 300) console.log("SLOW", i, ms.toFixed(0), JSON.stringify(schema).slice(0, 300));
});
console.log({ compared, diffs, broken, engine, ms: (performance.now() - t0).toFixed(0) });
