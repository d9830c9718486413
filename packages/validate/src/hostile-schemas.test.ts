// docs/security.md, "Complexity budget": schemas built to make Ajv's compiler or its checks take
// seconds or overflow are refused before compiling, as too complex to check. Run in a child
// process so that a regression shows as a timeout (a hang bound), not as a frozen test runner.
import { describe, expect, it } from "vitest";
import { runModule } from "./test-support/run-module.js";

const script = `
  import { createValidator } from "@tool-input/validate";
  import { Worker } from "node:worker_threads";
  const defs = (count, make) => Object.fromEntries(Array.from({ length: count + 1 }, (_, i) => [\`d\${i}\`, make(i, count)]));
  const diamond = (levels) => ({
    $defs: defs(levels, (i, n) => i === n ? { type: "object" } : { allOf: [{ $ref: \`#/$defs/d\${i + 1}\` }, { $ref: \`#/$defs/d\${i + 1}\` }] }),
    $ref: "#/$defs/d0",
  });
  function nest(levels) {
    let schema = { type: "object" };
    for (let i = 0; i < levels; i++) schema = { properties: { a: schema } };
    return schema;
  }
  const cases = {
    "allOf/$ref diamond, 32 levels": diamond(32),
    "allOf/$ref diamond, 40 levels": diamond(40),
    "anyOf 10,000 wide": { anyOf: Array.from({ length: 10_000 }, (_, i) => ({ const: i })) },
    "100,000 properties": { type: "object", properties: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [\`p\${i}\`, { type: "string" }])) },
    "a 10,000-deep $ref chain": { $defs: defs(10_000, (i, n) => i === n ? { type: "object" } : { $ref: \`#/$defs/d\${i + 1}\` }), $ref: "#/$defs/d0" },
    "10,000 levels of properties": nest(10_000),
    // A property named as an annotation keyword holds a schema: it counts in full (it was skipped
    // as if it were the keyword, and the diamond under it compiled for minutes).
    "a diamond under a property named default": { type: "object", properties: { default: { $ref: "#/$defs/d0" } }, $defs: diamond(32).$defs },
    "a diamond under a property named description": { type: "object", properties: { description: { $ref: "#/$defs/d0" } }, $defs: diamond(32).$defs },
  };
  const validator = createValidator();
  const answers = {};
  for (const [name, inputSchema] of Object.entries(cases)) {
    const result = validator.validateToolInput({ name: "t", inputSchema }, { m: 1 });
    answers[name] = { ok: result.ok, schemaError: result.schemaError };
  }
  // A worker thread has a stack of its own size: the budget is charged before the schema is
  // read whole, so the answer and its cost are the same there (issue 25.5).
  const worker = new Worker(\`
    import { parentPort } from "node:worker_threads";
    (await import("tsx/esm/api")).register();
    const { createValidator } = await import("@tool-input/validate");
    \${nest.toString()}
    const result = createValidator().validateToolInput({ name: "t", inputSchema: nest(10_000) }, { m: 1 });
    parentPort.postMessage({ ok: result.ok, schemaError: result.schemaError });\`, { eval: true });
  worker.once("message", (answer) => {
    answers["10,000 levels of properties, in a worker thread"] = answer;
    worker.terminate();
    process.stdout.write(JSON.stringify(answers));
  });`;

const child = runModule(script, { timeout: 60_000 });
const answers = JSON.parse(child.stdout || "{}") as Record<
  string,
  { ok: boolean; schemaError?: string }
>;

const tooLarge =
  "The input schema of tool `t` could not be compiled: the schema is too complex to check (it expands to more than 2,000 subschemas); the input was not validated.";
const tooDeep =
  "The input schema of tool `t` could not be compiled: the schema is too complex to check (it nests more than 200 levels deep); the input was not validated.";

describe("hostile schemas are refused before compiling (findings 4 and 5)", () => {
  it("the child process answered every case (no hang, no crash)", () => {
    expect(child.error).toBeUndefined();
    expect(child.stderr).toBe("");
    expect(Object.keys(answers)).toHaveLength(9);
  });

  it.each([
    ["allOf/$ref diamond, 32 levels", tooLarge],
    ["allOf/$ref diamond, 40 levels", tooLarge],
    ["anyOf 10,000 wide", tooLarge],
    ["a diamond under a property named default", tooLarge],
    ["a diamond under a property named description", tooLarge],
    ["100,000 properties", tooLarge],
    ["a 10,000-deep $ref chain", tooDeep],
    ["10,000 levels of properties", tooDeep],
    ["10,000 levels of properties, in a worker thread", tooDeep],
  ])("%s: too complex to check, down the onSchemaError path", (name, schemaError) => {
    expect(answers[name]).toEqual({ ok: true, schemaError });
  });
});
