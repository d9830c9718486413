// docs/security.md, "Inputs that are graphs": a string has no identity, so an input built in
// memory can hold one long string at many places, and the keywords that read every character
// read it at every place: 10,000 places of a 1,000,000-character string took 18.6 s under
// `maxLength` on Ajv's code, 4.6 s under `pattern`, 12 s under `propertyNames` for a key, the
// coercer 4 s where numbers were wanted, and a rejection quoting 3,600 places of one object did
// not end. Run in a child process under a hang bound, so that a regression shows as a timeout,
// not as a frozen test runner.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runModule } from "../test-support/run-module.js";

const script = `
  import { mkdirSync, rmSync, writeFileSync } from "node:fs";
  import { pathToFileURL } from "node:url";
  import { createValidator, precompileTools } from "@tool-input/validate";
  const text = "a".repeat(1_000_000);
  const strings = (n) => ({ items: Array(n).fill(text) });
  const keyed = (n) => ({ items: Array.from({ length: n }, () => ({ [text]: 1 })) });
  const items = (schema) => ({ type: "object", properties: { items: { type: "array", items: schema } } });
  const cases = {
    maxLength: [items({ type: "string", maxLength: 2_000_000 }), strings],
    minLength: [items({ type: "string", minLength: 1 }), strings],
    pattern: [items({ type: "string", pattern: "^a*$" }), strings],
    "a pattern RE2 runs": [items({ type: "string", pattern: "^(a|ab)*$" }), strings],
    format: [items({ type: "string", format: "email" }), strings],
    "propertyNames over keys": [items({ type: "object", propertyNames: { maxLength: 2_000_000 } }), keyed],
    "patternProperties over keys": [items({ type: "object", patternProperties: { "^a*$": { type: "number" } } }), keyed],
    uniqueItems: [{ type: "object", properties: { items: { type: "array", uniqueItems: true } } }, strings],
    "coercion where numbers are wanted": [items({ type: "number" }), strings],
    // One object in memory, 3,600 places: the rejection quotes the input, written out as JSON.
    "a rejection quoting shared children": [{ const: true }, () => ({ items: Array(60).fill(Array(60).fill({ text })) })],
  };
  const folder = ".tmp/shared-strings-" + process.pid;
  mkdirSync(folder, { recursive: true });
  const file = folder + "/validators.js";
  writeFileSync(file, precompileTools(Object.entries(cases).map(([name, [inputSchema]]) => ({ name, inputSchema }))));
  const { precompiled } = await import(pathToFileURL(process.cwd() + "/" + file).href);
  rmSync(folder, { recursive: true, force: true });
  const engines = { ajv: { engine: "ajv" }, interpreter: { engine: "interpreter" }, precompiled: { precompiled } };
  const answers = {};
  const run = (label, schema, input, engine) => {
    const validator = createValidator(engines[engine]);
    const tool = { name: "t", inputSchema: schema };
    let slowest = 0;
    const timed = (call) => {
      const started = performance.now();
      const answer = call();
      slowest = Math.max(slowest, performance.now() - started);
      return answer;
    };
    // The first call compiles; the second and third run the warm path.
    const calls = [1, 2, 3].map(() => timed(() => validator.validateToolInput(tool, input))).map((r) => (r.ok ? "accepted" : r.message));
    const checked = timed(() => validator.validate(schema, input));
    answers[engine + ": " + label] = { calls, checked: checked.schemaError ?? checked.status, slow: slowest > 5_000 };
  };
  for (const engine of Object.keys(engines)) {
    for (const [name, [schema, make]] of Object.entries(cases)) run(name, schema, make(10_000), engine);
    // 49 places write out 49,000,005 characters with the key "items", 50 places 50,000,005.
    for (const name of ["maxLength", "pattern"]) {
      const [schema, make] = cases[name];
      run(name + " within the limit", schema, make(49), engine);
      run(name + " past the limit", schema, make(50), engine);
    }
  }
  process.stdout.write(JSON.stringify(answers));`;

const sentence =
  "The input would hold more than 50,000,000 characters of strings and keys written out as JSON (it repeats a long string at many places, or is that large), so it cannot be checked";
const rejected = `t failed due to the following issue:\n${sentence}`;
const notChecked = `The input could not be checked (the input ${sentence.slice("The input ".length)}).`;

/** Runs `source` in a child process from the repository's root; its answers, and the child. */
function runChild(source: string) {
  const child = runModule(source, {
    timeout: 120_000,
    cwd: fileURLToPath(new URL("../../../..", import.meta.url)),
  });
  return { child, answers: JSON.parse(child.stdout || "{}") as Record<string, unknown> };
}

describe("one long string shared at many places", () => {
  const { child, answers } = runChild(script);
  const engines = ["ajv", "interpreter", "precompiled"];
  const each = (names: string[]) =>
    engines.flatMap((engine) => names.map((name) => `${engine}: ${name}`));

  it.each(
    each([
      "maxLength",
      "minLength",
      "pattern",
      "a pattern RE2 runs",
      "format",
      "propertyNames over keys",
      "patternProperties over keys",
      "uniqueItems",
      "coercion where numbers are wanted",
      "a rejection quoting shared children",
      "maxLength past the limit",
      "pattern past the limit",
    ]),
  )("%s: refused at once, cold and warm, and by validate()", (name) => {
    expect(child.error?.message ?? child.stderr).toBe("");
    expect(answers[name]).toEqual({
      calls: [rejected, rejected, rejected],
      checked: notChecked,
      slow: false,
    });
  });

  it.each(each(["maxLength within the limit", "pattern within the limit"]))(
    "%s: checked as its JSON text would be",
    (name) => {
      expect(child.error?.message ?? child.stderr).toBe("");
      expect(answers[name]).toEqual({
        calls: ["accepted", "accepted", "accepted"],
        checked: "valid",
        slow: false,
      });
    },
  );
});

// The checks on a valid input look at the strings beside an absent declared key for `</`
// (docs/pipeline.md, "Leaked markup"); one string of 100,000,000 characters at 2,000 places took
// 8 s there, read at each. A string that long counts as holding `</`, and the coercer decides.
const besideAbsentKey = `
  import { mkdirSync, rmSync, writeFileSync } from "node:fs";
  import { pathToFileURL } from "node:url";
  import { createValidator, precompileTools } from "@tool-input/validate";
  const text = "a".repeat(100_000_000);
  const inputSchema = {
    type: "object",
    properties: { items: { type: "array", items: { type: "object", properties: { text: { type: "string" }, n: { type: "number" } } } } },
  };
  const folder = ".tmp/shared-strings-markup-" + process.pid;
  mkdirSync(folder, { recursive: true });
  writeFileSync(folder + "/validators.js", precompileTools([{ name: "t", inputSchema }]));
  const { precompiled } = await import(pathToFileURL(process.cwd() + "/" + folder + "/validators.js").href);
  rmSync(folder, { recursive: true, force: true });
  const input = { items: Array.from({ length: 2_000 }, () => ({ text })) };
  const answers = {};
  for (const [engine, options] of Object.entries({ ajv: { engine: "ajv" }, interpreter: { engine: "interpreter" }, precompiled: { precompiled } })) {
    const validator = createValidator(options);
    let slowest = 0;
    const calls = [1, 2, 3].map(() => {
      const started = performance.now();
      const result = validator.validateToolInput({ name: "t", inputSchema }, input);
      slowest = Math.max(slowest, performance.now() - started);
      return result.ok && result.value === input ? result.status : "changed or rejected";
    });
    answers[engine] = { calls, slow: slowest > 3_000 };
  }
  process.stdout.write(JSON.stringify(answers));`;

describe("one long string shared at many places beside an absent declared key", () => {
  const { child, answers } = runChild(besideAbsentKey);

  it.each(["ajv", "interpreter", "precompiled"])("%s: accepted as sent at once", (engine) => {
    expect(child.error?.message ?? child.stderr).toBe("");
    expect(answers[engine]).toEqual({
      calls: ["accepted", "accepted", "accepted"],
      slow: false,
    });
  });
});
