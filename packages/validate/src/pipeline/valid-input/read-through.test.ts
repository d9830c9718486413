import { describe, expect, it } from "vitest";
import { readThrough } from "./read-through.js";

const model = { type: "object", properties: { project_id: { type: "string" } } };

describe("readThrough", () => {
  it("follows a reference that is all a schema says, beside annotations", () => {
    const ref = { $ref: "#/$defs/M", description: "the model", title: "M" };
    const root = { type: "object", properties: { m: ref }, $defs: { M: model } };
    expect(readThrough(ref, root)).toBe(model);
  });

  it("follows a root reference beside `$defs`, and a chain of references", () => {
    const root = { $ref: "#/$defs/A", $defs: { A: { $ref: "#/$defs/M" }, M: model } };
    expect(readThrough(root, root)).toBe(model);
  });

  it("takes the other branch of a nullable union, through its reference", () => {
    const optional = { anyOf: [{ type: "null" }, { $ref: "#/$defs/M" }], default: null };
    const root = { properties: { m: optional }, $defs: { M: model } };
    expect(readThrough(optional, root)).toBe(model);
    const oneOf = { oneOf: [model, { type: "null", description: "none" }] };
    expect(readThrough(oneOf, root)).toBe(model);
  });

  it("leaves a schema that says more than one step, or a union of two kinds, as it is", () => {
    const root = { $defs: { M: model } };
    const beside = { $ref: "#/$defs/M", properties: { x: {} } };
    const union = { anyOf: [model, { type: "string" }] };
    const three = { anyOf: [model, { type: "null" }, { type: "string" }] };
    const both = { $ref: "#/$defs/M", anyOf: [model, { type: "null" }] };
    for (const schema of [beside, union, three, both, model]) {
      expect(readThrough(schema, root)).toBe(schema);
    }
  });

  it("leaves a reference that does not resolve, or leads back to itself, as it is", () => {
    const missing = { $ref: "#/$defs/Nope" };
    const remote = { $ref: "https://example.com/m.json" };
    expect(readThrough(missing, { $defs: {} })).toBe(missing);
    expect(readThrough(remote, { $defs: {} })).toBe(remote);
    const root = { $ref: "#/$defs/A", $defs: { A: { $ref: "#/$defs/B" }, B: { $ref: "#" } } };
    expect(readThrough(root, root)).toBe(root);
  });

  it("stops after 32 steps", () => {
    const $defs: Record<string, unknown> = { d40: model };
    for (let i = 0; i < 40; i++) $defs[`d${i}`] = { $ref: `#/$defs/d${i + 1}` };
    const root = { $ref: "#/$defs/d0", $defs };
    expect(readThrough(root, root)).toBe(root);
    const near = { $ref: "#/$defs/d10", $defs };
    expect(readThrough(near, near)).toBe(model);
  });
});
