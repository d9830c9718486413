import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { copyObject } from "@tool-input/json";
import { describe, expect, it, vi } from "vitest";
import { createCoercer } from "../create-coercer.js";
import * as generated from "./generated-copy.js";
import { COPIES_BEFORE_OWN, ObjectProgram } from "./object-program.js";

// Counts the copy functions made, calling through to the real ones.
vi.mock("./generated-copy.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("./generated-copy.js")>();
  return { ...real, generatedCopy: vi.fn(real.generatedCopy) };
});
const generatedCopy = vi.mocked(generated.generatedCopy);

/** What a copy holds: its own keys (symbols included) with their descriptors, and its prototype. */
function anatomy(object: object) {
  return {
    proto: Object.getPrototypeOf(object),
    own: Reflect.ownKeys(object).map((key) => [key, Object.getOwnPropertyDescriptor(object, key)]),
  };
}

const mark = Symbol("mark");

/** Objects a copy must keep as they are: the ones `copyObject` is written for. */
function samples(): Record<string, unknown>[] {
  const hidden = Object.defineProperty({ a: 1 }, "hidden", { value: 2, enumerable: false });
  const reading = Object.defineProperty({ b: 1 }, "read", { get: () => "got", enumerable: true });
  return [
    { b: "1", a: [2], 10: "ten", 2: "two" },
    JSON.parse('{"__proto__":{"x":1},"a":"1"}'),
    Object.assign(Object.create(null), { n: "5" }),
    { [mark]: "kept", a: "1" },
    hidden,
    reading,
  ];
}

describe("generatedCopy", () => {
  it("copies as copyObject: keys in order, symbols, an own __proto__, a null prototype, values read", () => {
    const copy = generated.generatedCopy();
    expect(copy).toBeTypeOf("function");
    for (const object of samples()) {
      const made = copy?.(object) ?? {};
      expect(made).not.toBe(object);
      expect(anatomy(made)).toEqual(anatomy(copyObject(object)));
    }
  });

  it("gives each function a source text of its own, so none shares another's feedback", () => {
    const sources = Array.from({ length: 3 }, () => String(generated.generatedCopy()));
    expect(new Set(sources).size).toBe(3);
  });
});

describe("ObjectProgram#copy", () => {
  const program = (generateCopy: boolean) =>
    new ObjectProgram(undefined, () => false, undefined, generateCopy);

  it("makes a copy function of its own after COPIES_BEFORE_OWN copies, and copies with it from then on", () => {
    generatedCopy.mockClear();
    const own = program(true);
    const objects = Array.from({ length: 4 }, samples).flat();
    objects.forEach((object, index) => {
      expect(anatomy(own.copy(object))).toEqual(anatomy(copyObject(object)));
      expect(generatedCopy).toHaveBeenCalledTimes(index + 1 < COPIES_BEFORE_OWN ? 0 : 1);
    });
    expect(objects.length).toBeGreaterThan(COPIES_BEFORE_OWN + 2);
  });

  it("makes none where code generation is not allowed", () => {
    generatedCopy.mockClear();
    const plain = program(false);
    for (const object of samples()) plain.copy(object);
    expect(generatedCopy).not.toHaveBeenCalled();
  });
});

// Where code generation is refused (Workers, a policy without `unsafe-eval`), a coercer asked for
// it repairs as one that was not: run for real under `node --disallow-code-generation-from-strings`.
const refusedScript = `
  import { createCoercer } from "@tool-input/coerce";
  let codegen = "allowed";
  try { new Function("return 1"); } catch { codegen = "refused"; }
  const [schema, input] = JSON.parse(process.argv[1]);
  const coercer = createCoercer(schema, { codeGeneration: true });
  const answers = Array.from({ length: 20 }, () => coercer(input));
  process.stdout.write(JSON.stringify({ codegen, answers }));`;

function runRefusingCodegen(argument: string): Promise<{ codegen: string; answers: unknown[] }> {
  const flags = ["--disallow-code-generation-from-strings", "--conditions=@tool-input/source"];
  const args = [...flags, "--import", "tsx", "--input-type=module", "--eval", refusedScript];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...args, argument],
      { cwd: fileURLToPath(new URL(".", import.meta.url)), encoding: "utf8", timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`child failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { codegen: string; answers: unknown[] });
      },
    );
  });
}

describe("a coercer with codeGeneration: true", () => {
  const schema = {
    type: "object",
    properties: { n: { type: "integer" }, on: { type: "boolean" }, list: { type: "array" } },
  };
  const input = { n: "5", on: "true", list: "[1]", note: "kept" };
  const expected = {
    value: { n: 5, on: true, list: [1], note: "kept" },
    coercions: [
      { path: ["n"], rule: "integer", from: "5", to: 5 },
      { path: ["on"], rule: "boolean", from: "true", to: true },
      { path: ["list"], rule: "json", from: "[1]", to: [1] },
    ],
  };

  it("repairs call after call as one without it, never touching the input", () => {
    const coercer = createCoercer(schema, { codeGeneration: true });
    const frozen = Object.freeze({ ...input });
    for (let call = 0; call < COPIES_BEFORE_OWN + 4; call++)
      expect(coercer(frozen)).toEqual(expected);
  });

  it("repairs the same where code generation is refused", { timeout: 60_000 }, async () => {
    const { codegen, answers } = await runRefusingCodegen(JSON.stringify([schema, input]));
    expect(codegen).toBe("refused");
    expect(answers).toEqual(Array.from({ length: 20 }, () => expected));
  });
});
