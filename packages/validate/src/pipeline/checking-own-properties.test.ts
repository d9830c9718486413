import { describe, expect, it } from "vitest";
import type { CompiledEntry } from "../cache/cache-entry.js";
import { createValidator } from "../create-validator.js";
import type { ToolDefinition } from "../types.js";
import { checkingOwnProperties } from "./checking-own-properties.js";

/** An entry that keeps every value its check and report were given. */
function recordingEntry(): { entry: CompiledEntry; checked: unknown[]; reported: unknown[] } {
  const checked: unknown[] = [];
  const reported: unknown[] = [];
  const entry = {
    state: "compiled",
    engine: "ajv",
    check: (value: unknown) => {
      checked.push(value);
      return false;
    },
    report: (value: unknown) => {
      reported.push(value);
      return [];
    },
    source: {},
    validInputFlags: undefined,
  } as unknown as CompiledEntry;
  return { entry, checked, reported };
}

/**
 * The distinct answers, sorted, of six calls with `input` on one validator: which read of a
 * getter the copy gets depends on the reads before it, so over a few calls each is met.
 */
function answersOverCalls(tool: ToolDefinition, input: unknown): string[] {
  const validator = createValidator();
  const answers = new Set<string>();
  for (let call = 0; call < 6; call++) {
    const result = validator.validateToolInput(tool, input);
    answers.add(result.ok ? "accepted" : result.message);
  }
  return [...answers].sort();
}

describe("checkingOwnProperties", () => {
  it("checks and reports one copy of a value, made once, holding its own properties only", () => {
    const { entry, checked, reported } = recordingEntry();
    const wrapped = checkingOwnProperties(entry);
    const input = { file: Object.assign(Object.create({ mode: "r" }) as object, { path: 5 }) };
    wrapped.check(input);
    wrapped.report(input);
    expect(checked).toHaveLength(1);
    expect(reported[0]).toBe(checked[0]);
    expect(checked[0]).not.toBe(input);
    expect(checked[0]).toEqual({ file: { path: 5 } });
    expect(Object.getPrototypeOf((checked[0] as { file: object }).file)).toBe(Object.prototype);
  });

  it("makes a new copy for another value", () => {
    const { entry, checked } = recordingEntry();
    const wrapped = checkingOwnProperties(entry);
    const first = Object.create({ a: 1 }) as object;
    const second = Object.assign(Object.create({ a: 1 }) as object, { b: 2 });
    wrapped.check(first);
    wrapped.check(second);
    expect(checked[1]).not.toBe(checked[0]);
    expect(checked[1]).toEqual({ b: 2 });
  });

  it("tells the value the check rejected when a getter answers differently each read", () => {
    let reads = 0;
    const input = Object.create({ note: "inherited" }) as Record<string, unknown>;
    Object.defineProperty(input, "path", {
      enumerable: true,
      get: () => (reads++ % 2 === 0 ? 5 : "notes.txt"),
    });
    const tool = {
      name: "read_text_file",
      inputSchema: {
        type: "object",
        properties: { path: { type: "string" } },
        required: ["path"],
      },
    };
    // Which answer the copy gets depends on the reads before it: over a few calls both are met,
    // and each rejection names the number the check saw.
    expect(answersOverCalls(tool, input)).toEqual([
      "accepted",
      "read_text_file failed due to the following issue:\nThe parameter `path` type is expected as `string` but provided as `number`",
    ]);
  });

  it("looks for near-miss keys in the value the check accepted, not in a getter read again", () => {
    // Every other read gives an object the check rejects (`name` a number) with a key near the
    // absent `note`; the others one it accepts, with no such key.
    let reads = 0;
    const input = Object.create({ mode: "inherited" }) as Record<string, unknown>;
    Object.defineProperty(input, "opts", {
      enumerable: true,
      get: () => (reads++ % 2 === 0 ? { name: 5, nite: "x" } : { name: "x" }),
    });
    const tool = {
      name: "configure",
      inputSchema: {
        type: "object",
        properties: {
          opts: {
            type: "object",
            properties: { name: { type: "string" }, note: { type: "string" } },
          },
        },
      },
    };
    expect(answersOverCalls(tool, input)).toEqual([
      "accepted",
      "configure failed due to the following issues:\nAn unexpected parameter `opts.nite` was provided (did you mean `note`?)\nThe parameter `opts.name` type is expected as `string` but provided as `number`",
    ]);
  });
});
