import { describe, expect, it } from "vitest";
import { coerce } from "../coerce.js";
import { obj } from "../test-support/coerce-cases.js";

// Markup inside JSON or Python text naming a parameter of the object around the text
// (docs/coercion.md, "Leaked markup"): the text's escapes hide it until it is decoded.
const properties = {
  title: { type: "string" },
  limit: { type: "integer" },
  items: { type: "array", items: obj({ note: { type: "string" }, size: { type: "integer" } }) },
};
const schema = obj(properties);
const split = { markup: "split" } as const;
const note = 'Fix.</parameter>\n<parameter name="limit">5';

describe("coerce: rule markup on decoded text (markup: split)", () => {
  it("reports the decoded text's repair, then rule markup on the text, then the moved value's", () => {
    const items = JSON.stringify([{ note, size: 1 }]);
    expect(coerce({ title: "t", items }, schema, split)).toEqual({
      value: { title: "t", items: [{ note: "Fix.", size: 1 }], limit: 5 },
      coercions: [
        { path: ["items"], rule: "json", from: items, to: [{ note, size: 1 }] },
        {
          path: ["items"],
          rule: "markup",
          from: items,
          to: { items: [{ note: "Fix.", size: 1 }], limit: "5" },
        },
        { path: ["limit"], rule: "integer", from: "5", to: 5 },
      ],
    });
  });

  it("repairs what a cut string keeps by its own schema, in a Python literal too", () => {
    const size = '3</parameter>\n<parameter name="limit">5';
    const items = `[{'size': '${size.replace("\n", "\\n")}'}]`;
    expect(coerce({ title: "t", items }, schema, split).value).toEqual({
      title: "t",
      items: [{ size: 3 }],
      limit: 5,
    });
  });

  it("splits markup naming a parameter of the object it is in there, not outside", () => {
    const both = obj({
      ...properties,
      items: { type: "array", items: obj({ note: { type: "string" }, limit: {} }) },
    });
    const items = JSON.stringify([{ note }]);
    expect(coerce({ title: "t", items }, both, split).value).toEqual({
      title: "t",
      items: [{ note: "Fix.", limit: "5" }],
    });
  });

  it("leaves markup naming a parameter the input has", () => {
    const input = { title: "t", limit: 1, items: JSON.stringify([{ note }]) };
    expect(coerce(input, schema, split).value).toEqual({ ...input, items: [{ note }] });
  });

  it("leaves text that a string's schema takes as it is, never decoding it", () => {
    const strings = obj({ ...properties, notes: { type: "string" } });
    const input = { title: "t", notes: JSON.stringify([{ note }]) };
    expect(coerce(input, strings, split).value).toBe(input);
  });

  it("is off unless asked for", () => {
    const items = JSON.stringify([{ note }]);
    expect(coerce({ title: "t", items }, schema).value).toEqual({ title: "t", items: [{ note }] });
  });
});
