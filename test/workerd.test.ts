import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createValidator, precompileTools } from "@tool-input/validate";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 9, "Tests that must exist": a real workerd (Cloudflare's runtime, through miniflare),
// which refuses code generation as every Worker does, runs a Worker that bundles the built
// packages and validates a valid, a repairable and two invalid calls (one through the
// `uniqueItems` and `url` checks tool-input replaces, issue 25 item 4), with the interpreter
// (`engine: "auto"` falls back to it) and with precompiled code (docs/pipeline.md, "Workers and
// extensions"). Both answer as Ajv does in Node.

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = join(root, "node_modules", ".cache", `tool-input-workerd-${process.pid}`);

const tool = {
  name: "search",
  inputSchema: {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    type: "object",
    properties: {
      query: { type: "string", minLength: 1, pattern: "^[^\\n]+$" },
      limit: { type: "integer", minimum: 1 },
      tags: { type: "array", items: { type: "string" }, uniqueItems: true },
      link: { type: "string", format: "url" },
      mode: { enum: ["fast", "exact"] },
    },
    required: ["query"],
    additionalProperties: false,
  },
};
const calls = [
  { query: "cats", limit: 5 },
  { query: "cats", limit: "5", tags: '["a","b"]' },
  { limit: 0, mode: "fastest", extra: true },
  { query: "cats", tags: ["a", "a"], link: "not a url" },
];

const worker = `
import { createValidator } from "@tool-input/validate";
import { precompiled } from "./validators.js";
const tool = ${JSON.stringify(tool)};
const calls = ${JSON.stringify(calls)};
export default {
  async fetch() {
    let codegen = "allowed";
    try { new Function("return 1"); } catch { codegen = "refused"; }
    const interpreter = createValidator();
    const precompiledOnly = createValidator({ precompiled, engine: "ajv" });
    return Response.json({
      codegen,
      interpreter: calls.map((input) => interpreter.validateToolInput(tool, input)),
      precompiled: calls.map((input) => precompiledOnly.validateToolInput(tool, input)),
    });
  },
};`;

let mf: Miniflare | undefined;

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "validators.js"), precompileTools([tool]));
  writeFileSync(join(folder, "worker.js"), worker);
  // The built packages (their `default` export condition), bundled as a Worker is deployed.
  const bundle = await build({
    entryPoints: [join(folder, "worker.js")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
  });
  mf = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0]?.text ?? "",
    compatibilityDate: "2025-01-01",
  });
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

describe("a Worker on workerd", () => {
  it("validates with the interpreter and with precompiled code as Ajv does in Node", async () => {
    const response = await (mf as Miniflare).dispatchFetch("http://worker/");
    const answers = (await response.json()) as Record<string, unknown>;
    const validator = createValidator({ engine: "ajv" });
    const expected = JSON.parse(
      JSON.stringify(calls.map((input) => validator.validateToolInput(tool, input))),
    );
    expect(answers.codegen).toBe("refused");
    expect(answers.interpreter).toEqual(expected);
    expect(answers.precompiled).toEqual(expected);
    expect(expected.map((answer: { ok: boolean }) => answer.ok)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(expected[2].message).toBe(
      "search failed due to the following issues:\nThe required parameter `query` is missing\nAn unexpected parameter `extra` was provided\nThe parameter `limit` must be at least `1` but was `0`\nThe parameter `mode` must be one of `fast`, `exact` but was `fastest` (did you mean `fast`?)",
    );
  }, 60_000);
});
