import { describe, expect, it } from "vitest";
import { copyFields } from "./copy-fields.js";

describe("copyFields", () => {
  it("copies own enumerable fields as a spread does, symbols included, not inherited or hidden ones", () => {
    const tag = Symbol("tag");
    const object = Object.create({ inherited: 1 });
    Object.assign(object, { a: 1, b: { c: 2 }, [tag]: "t" });
    Object.defineProperty(object, "hidden", { value: 3, enumerable: false });
    const copy = copyFields(object);
    expect(copy).toEqual({ ...object });
    expect(copy[tag]).toBe("t");
    expect(copy.b).toBe(object.b);
    expect(Object.keys(copy)).toEqual(["a", "b"]);
  });

  it("gives undefined for a field whose getter throws, and keeps the others", () => {
    const object = Object.defineProperty({ a: 1, z: 2 }, "runtime", {
      enumerable: true,
      get() {
        throw new Error("runtime getter");
      },
    });
    const copy = copyFields(object);
    expect(copy).toEqual({ a: 1, z: 2, runtime: undefined });
    expect(Object.hasOwn(copy, "runtime")).toBe(true);
  });

  it("gives {} for a Proxy whose keys cannot be listed, and for what is not an object", () => {
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("hostile");
        },
      },
    );
    expect(copyFields(trap)).toEqual({});
    expect(copyFields(null)).toEqual({});
    expect(copyFields(undefined)).toEqual({});
    expect(copyFields("text")).toEqual({});
  });

  it("copies a __proto__ key as an own field, leaving the copy's prototype alone", () => {
    const copy = copyFields(JSON.parse('{"__proto__":{"polluted":true},"a":1}'));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__", "a"]);
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
