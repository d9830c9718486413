import { describe, expect, it } from "vitest";
import { defaults, leak } from "../../test-support/valid-input-schemas.js";
import { needsValidInputChecks } from "./valid-input-checks.js";

// The walk of an open object (where Ajv's check raised the valid-input flag, or on the interpreter) compares
// each key sent with the key at its place in the last object walked under that shape, and looks
// it up only where they differ (docs/performance.md, "1. Valid input"). Each case walks objects
// that teach it an order, then one that differs from it where a check must fire.
function schema() {
  return {
    type: "object",
    required: ["title"],
    properties: {
      title: { type: "string" },
      body: { type: "string" },
      project_id: { type: "string" },
      post: {
        type: "object",
        properties: { text: { type: "string" }, tags: { type: "array" } },
      },
    },
  };
}
const needs = (input: unknown, s: unknown) => needsValidInputChecks(input, s, undefined, defaults);

function taught(...inputs: Record<string, unknown>[]) {
  const s = schema();
  for (let round = 0; round < 3; round++) {
    for (const input of inputs) expect(needs(input, s)).toBe(false);
  }
  return s;
}

describe("the generic walk's key order", () => {
  it("finds a near-miss key at the place of a declared key of the last objects", () => {
    const s = taught({ title: "t", project_id: "p" });
    expect(needs({ title: "t", project: "p" }, s)).toBe(true);
  });

  it("finds a near-miss key after all the keys of the last objects", () => {
    const s = taught({ title: "t", body: "b" });
    expect(needs({ title: "t", body: "b", project: "p" }, s)).toBe(true);
  });

  it("finds markup once a key of the last objects is absent, the last ones complete", () => {
    const s = taught({ title: "t", body: "b", project_id: "p", post: {} });
    expect(needs({ title: "t", body: leak("project_id"), post: {} }, s)).toBe(true);
  });

  it("finds markup in an object like the last ones, which lacked a key too", () => {
    const s = taught({ title: "t", body: "b" });
    expect(needs({ title: "t", body: leak("project_id") }, s)).toBe(true);
  });

  it("finds markup in an undeclared key's string where an undeclared key was remembered", () => {
    const s = taught({ title: "t", zebra: "z" });
    expect(needs({ title: "t", zebra: leak("body") }, s)).toBe(true);
  });

  it("finds a near-miss key in a nested object once its keys were learned", () => {
    const s = taught({ title: "t", post: { text: "x", tags: [] } });
    expect(needs({ title: "t", post: { text: "x", tag: [] } }, s)).toBe(true);
  });

  it("finds a near-miss key after more keys than a shape remembers", () => {
    const many = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`unrelated_setting_${i}`, "x"]),
    );
    const s = taught({ title: "t", ...many });
    expect(needs({ title: "t", ...many, project: "p" }, s)).toBe(true);
    expect(needs({ title: "t", ...many }, s)).toBe(false);
  });

  it("needs nothing for the taught keys in another order, or fewer of them with no markup", () => {
    const s = taught({ title: "t", body: "b", project_id: "p", post: { text: "x" } });
    expect(needs({ post: { text: "x" }, project_id: "p", body: "b", title: "t" }, s)).toBe(false);
    expect(needs({ title: "t", body: "b" }, s)).toBe(false);
    expect(needs({ title: "t", body: "b", project_id: "p", post: { text: "x" } }, s)).toBe(false);
  });

  it("reads an object whose keys are inherited by its own keys only", () => {
    const s = taught({ title: "t", body: "b", project_id: "p", post: {} });
    const inherited = Object.assign(Object.create({ body: "b", project_id: "p" }), {
      title: "t",
      post: { text: leak("tags") },
    });
    expect(needs(inherited, s)).toBe(true);
  });
});
