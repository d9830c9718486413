import { describe, expect, it } from "vitest";
import { withPollutedPrototype } from "../../../test/support/polluted-prototype.js";
import { defineOwn } from "./define-own.js";

describe("defineOwn", () => {
  it.each(["__proto__", "constructor", "toString", "a", 0])(
    "sets %s as an own, writable, enumerable, configurable data property",
    (key) => {
      const object = {};
      const value = { polluted: true };
      defineOwn(object, key, value);
      expect(Object.getPrototypeOf(object)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(object, key)).toEqual({
        value,
        writable: true,
        enumerable: true,
        configurable: true,
      });
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    },
  );

  it("sets an index of an array and a key of an object without a prototype", () => {
    const array: unknown[] = [];
    defineOwn(array, 2, "c");
    expect(array).toHaveLength(3);
    const bare = Object.create(null) as Record<string, unknown>;
    defineOwn(bare, "__proto__", 1);
    expect(Object.keys(bare)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(bare)).toBeNull();
  });

  it("defines a key that a polluted prototype gives a setter or makes read-only, running no setter", () => {
    const set = withPollutedPrototype(() => {
      const copy = {};
      defineOwn(copy, "pollutedSetter", 1);
      defineOwn(copy, "pollutedReadOnly", 2);
      expect(Object.getOwnPropertyDescriptor(copy, "pollutedSetter")?.value).toBe(1);
      expect(Object.getOwnPropertyDescriptor(copy, "pollutedReadOnly")?.value).toBe(2);
    });
    expect(set).toBe(0);
  });
});
