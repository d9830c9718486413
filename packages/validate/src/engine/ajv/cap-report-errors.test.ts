import { describe, expect, it } from "vitest";
import { validateToolInput } from "../../validate-tool-input.js";
import { createAjvEngine } from "./ajv-engine.js";
import { capReportErrors, maxReportedErrors, runReport } from "./cap-report-errors.js";

// docs/security.md, "Many errors": a reporting function stops past `maxReportedErrors`.

const names = Array.from({ length: 1_500 }, (_, i) => `k${i}`);
const schema = {
  type: "object",
  properties: { xs: { type: "array", items: { type: "object", required: names } } },
};

describe("capReportErrors", () => {
  it("bounds each error added and each gathered, and leaves the schema's own text alone", () => {
    const code = 'const m = "errors++;";errors++;vErrors = x;errors = vErrors.length;';
    const stop = `if(errors > ${maxReportedErrors}){`;
    const capped = capReportErrors(code);
    expect(capped.split(stop)).toHaveLength(3);
    expect(capped.startsWith('const m = "errors++;";errors++;if(errors > ')).toBe(true);
  });
});

describe("runReport", () => {
  it("returns the errors gathered when the report stopped, and throws anything else", () => {
    const stopped = Object.assign(() => {
      throw Object.assign(
        new RangeError("tool-input: the report stopped, past the errors it gathers"),
        {
          errors: [{ keyword: "required" }],
        },
      );
    }, {});
    expect(runReport(stopped, {})).toEqual([{ keyword: "required" }]);
    const broken = () => {
      throw new RangeError("the input holds an array of length 9 with holes");
    };
    expect(() => runReport(broken, {})).toThrow("with holes");
  });
});

describe("a report of more errors than it gathers", () => {
  it("stops at the bound: 20,000 empty items of 1,500 required names are answered at once", () => {
    const engine = createAjvEngine();
    const compiled = engine.compile(schema);
    if (!compiled.ok) throw new Error(compiled.reason);
    const input = { xs: Array.from({ length: 20_000 }, () => ({})) };
    const started = Date.now();
    const errors = compiled.report(input);
    expect(errors.length).toBe(maxReportedErrors + 1);
    expect(errors[0]).toMatchObject({ instancePath: "/xs/0", params: { missingProperty: "k0" } });
    const result = validateToolInput({ name: "t", inputSchema: schema }, input);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toHaveLength(1_000);
    // 30 million errors took minutes and ran out of memory before the bound.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("lists every error of a report within the bound, as Ajv builds it", () => {
    const engine = createAjvEngine();
    const compiled = engine.compile(schema);
    if (!compiled.ok) throw new Error(compiled.reason);
    expect(compiled.report({ xs: [{}, {}] })).toHaveLength(3_000);
  });
});
