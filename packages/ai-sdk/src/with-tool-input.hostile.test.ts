import { jsonSchema, tool } from "ai";
import { describe, expect, it } from "vitest";
import { withToolInput } from "./with-tool-input.js";

// A ToolSet is the harness's own code, read once at setup: what cannot be read there throws a
// TypeError naming the tool at once, instead of a bare error, or a tool made out of a number.

const read = tool({ inputSchema: jsonSchema({ type: "object" }), execute: async () => "ok" });

const trap = new Proxy(
  {},
  {
    get() {
      throw new Error("trap");
    },
    ownKeys() {
      throw new Error("trap");
    },
  },
);

/** `object` with `key` made a getter that throws. */
const throwing = (key: string, object: object) =>
  Object.defineProperty(object, key, {
    enumerable: true,
    get() {
      throw new Error(`${key} getter`);
    },
  });

describe("withToolInput with a ToolSet it cannot read", () => {
  it.each([
    ["null", null, "[ai-sdk] withToolInput: tools must be a ToolSet object, got null"],
    [
      "a tool set whose keys cannot be read",
      trap,
      "[ai-sdk] withToolInput could not read its tools: Error: trap",
    ],
    [
      "a tool that is null",
      { read: null },
      "[ai-sdk] withToolInput: tool `read` must be an object, got null",
    ],
    [
      "a tool that is a number",
      { read: 5 },
      "[ai-sdk] withToolInput: tool `read` must be an object, got 5",
    ],
    [
      "a Proxy tool",
      { read: trap },
      "[ai-sdk] withToolInput could not read tool `read`: Error: trap",
    ],
    [
      "a tool whose inputSchema getter throws",
      { read: throwing("inputSchema", { execute: read.execute }) },
      "[ai-sdk] withToolInput could not read tool `read`: Error: inputSchema getter",
    ],
    [
      "a tool whose execute getter throws",
      { read: throwing("execute", { inputSchema: read.inputSchema }) },
      "[ai-sdk] withToolInput could not read tool `read`: Error: execute getter",
    ],
  ])("throws a TypeError naming the tool for %s", (_case, tools, message) => {
    expect(() => withToolInput(tools as never)).toThrow(new TypeError(message));
  });
});
