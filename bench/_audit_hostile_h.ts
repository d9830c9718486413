import { createValidator, validateToolInput, createToolCatalog } from "@tool-input/validate";
export const ajvV = createValidator({ engine: "ajv" });
export const intV = createValidator({ engine: "interpreter" });
export function snap(x: unknown): string { try { return JSON.stringify(x); } catch (e) { return "<unser:" + String(e) + ">"; } }
export function run(label: string, schema: any, mk: () => unknown, opts: any = {}) {
  const out: any = {};
  for (const [n, v] of [["ajv", ajvV], ["int", intV]] as const) {
    const input = mk();
    const before = snap(input);
    const t = performance.now();
    let r: any;
    try { r = v.validateToolInput({ name: "t", inputSchema: schema }, input, opts); }
    catch (e) { r = { THREW: String(e) }; }
    const ms = performance.now() - t;
    const after = snap(input);
    out[n] = { ok: r.ok, status: r.status, ms: Math.round(ms), mutated: before !== after, value: r.ok ? snap(r.value)?.slice(0, 200) : undefined, msg: r.message?.slice(0, 300), threw: r.THREW };
  }
  const diff = out.ajv.ok !== out.int.ok || out.ajv.status !== out.int.status || out.ajv.value !== out.int.value;
  console.log((diff ? "DIFF " : "") + label, JSON.stringify(out));
  return out;
}
