// docs/security.md, "Complexity budget": a schema built in memory whose objects or arrays are
// shared at many places (a DAG: 40 levels of a child shared by two keys) writes out 2^40 values,
// so its sorted-key text and its copy would never end. It is refused once it is found to share,
// in `$defs` and in values (`const`, `enum`, `default`) alike, which the budget's count skips.
// The cases run in a child process under a hang bound, so a regression shows as a timeout.
import { describe, expect, it } from "vitest";
import { runModule } from "../test-support/run-module.js";

const setup = `
  import { validateToolInput } from "@tool-input/validate";
  const shared = (leaf, wrap, levels) => {
    let node = leaf;
    for (let i = 0; i < levels; i++) node = wrap(node);
    return node;
  };
  const check = (inputSchema, input) => {
    const result = validateToolInput({ name: "t", inputSchema }, input);
    return [result.status, result.schemaError ?? ""];
  };
  const answer = (value) => process.stdout.write(JSON.stringify(value));`;

const refused =
  "the schema is too large to read (written out as JSON it would hold more than 2,000,000 values: it repeats shared objects or arrays)";

function run(body: string) {
  return runModule(setup + body, { timeout: 20_000 });
}

const cases: Record<string, string> = {
  $defs: `{ type: "object", $defs: { x: shared({ type: "string" }, (n) => ({ anyOf: [n, n] }), 40) } }`,
  const: `{ type: "object", properties: { p: { const: shared("x", (n) => [n, n], 40) } } }`,
  enum: `{ type: "object", properties: { p: { enum: [shared("x", (n) => ({ a: n, b: n }), 40)] } } }`,
  default: `{ type: "object", default: shared(1, (n) => [n, n], 40) }`,
};

// One child for every case (one start-up, not five): a regression in any shows as its timeout.
const child = run(`
  const little = { type: "object", properties: { s: shared({ type: "string" }, (n) => ({ anyOf: [n, n] }), 3) } };
  answer({
    ${Object.entries(cases)
      .map(([name, schema]) => `${JSON.stringify(name)}: check(${schema}, {}),`)
      .join("\n    ")}
    little: [check(little, { s: "a" }), check(little, { s: 1 })[0]],
  });`);
const answers = (): Record<string, unknown> => {
  expect(child.error).toBeUndefined();
  return JSON.parse(child.stdout) as Record<string, unknown>;
};

describe("a schema that shares its parts is refused before it is written out", () => {
  it.each(Object.keys(cases))("in %s", (name) => {
    expect(answers()[name]).toEqual([
      "unchecked",
      `The input schema of tool \`t\` could not be compiled: ${refused}; the input was not validated.`,
    ]);
  });

  it("while one that shares a little is checked as written out", () => {
    expect(answers().little).toEqual([["accepted", ""], "rejected"]);
  });
});
