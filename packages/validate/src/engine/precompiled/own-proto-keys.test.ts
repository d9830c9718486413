import { describe, expect, it } from "vitest";
import { ownProtoKeys } from "./own-proto-keys.js";

describe("ownProtoKeys", () => {
  it.each([
    {
      name: "a key after {",
      code: 'const schema0 = {"__proto__":{"x":1}};',
      expected: 'const schema0 = {["__proto__"]:{"x":1}};',
    },
    {
      name: "a key after , and nested",
      code: 'const s = {"a":1,"b":{"__proto__":[]} , "__proto__" : 2};',
      expected: 'const s = {"a":1,"b":{["__proto__"]:[]} , ["__proto__"] : 2};',
    },
    {
      name: "a string value",
      code: 'const s = {"a":"__proto__","b":["__proto__"]};',
      expected: 'const s = {"a":"__proto__","b":["__proto__"]};',
    },
    {
      name: "a property read and a ternary",
      code: 'let d = data["__proto__"]; x = c ? "__proto__" : y;',
      expected: 'let d = data["__proto__"]; x = c ? "__proto__" : y;',
    },
    {
      name: "key-like text inside a string",
      code: 'const m = "{\\"__proto__\\":1}", n = \'{"__proto__":1}\';',
      expected: 'const m = "{\\"__proto__\\":1}", n = \'{"__proto__":1}\';',
    },
    {
      name: "quotes inside a regular expression, then a key",
      code: 'const f = /[^"{]|,"__proto__":/i;const s = {"__proto__":1};',
      expected: 'const f = /[^"{]|,"__proto__":/i;const s = {["__proto__"]:1};',
    },
    {
      name: "a division is not a regular expression",
      code: 'r = data/3, q = {"__proto__":r/2};',
      expected: 'r = data/3, q = {["__proto__"]:r/2};',
    },
    {
      name: "a comment",
      code: '/* {"__proto__":1} */ const s = {"__proto__":1};',
      expected: '/* {"__proto__":1} */ const s = {["__proto__"]:1};',
    },
  ])("$name", ({ code, expected }) => {
    expect(ownProtoKeys(code)).toBe(expected);
  });

  it("returns code without the key as it is", () => {
    const code = 'const s = {"a":1};';
    expect(ownProtoKeys(code)).toBe(code);
  });

  it("makes the same object JSON.parse makes", () => {
    const json = '{"a":{"__proto__":{"x":1}},"__proto__":[1]}';
    const value = new Function(`return (${ownProtoKeys(json)});`)();
    expect(value).toStrictEqual(JSON.parse(json));
    expect(Object.getPrototypeOf(value.a)).toBe(Object.prototype);
  });
});
