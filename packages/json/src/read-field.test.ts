import { describe, expect, it } from "vitest";
import { readField } from "./read-field.js";

describe("readField", () => {
  it("reads a field of an object, an array or a function", () => {
    expect(readField({ name: "read" }, "name")).toBe("read");
    expect(readField(["a", "b"], "length")).toBe(2);
    expect(
      readField(
        Object.assign(() => 1, { type: "function" }),
        "type",
      ),
    ).toBe("function");
  });

  it("is undefined for a missing field, null, undefined and a primitive's missing field", () => {
    expect(readField({}, "name")).toBeUndefined();
    expect(readField(null, "name")).toBeUndefined();
    expect(readField(undefined, "name")).toBeUndefined();
    expect(readField(7, "name")).toBeUndefined();
  });

  it("is undefined where the getter or a Proxy trap throws, and reads the field once", () => {
    let reads = 0;
    const getter = Object.defineProperty({}, "args", {
      get() {
        reads += 1;
        throw new Error("hostile");
      },
    });
    expect(readField(getter, "args")).toBeUndefined();
    expect(reads).toBe(1);
    const trap = new Proxy(
      {},
      {
        get() {
          throw new Error("hostile");
        },
      },
    );
    expect(readField(trap, "name")).toBeUndefined();
  });
});
