import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runMain } from "../test-support/run-main.js";

const folder = mkdtempSync(join(tmpdir(), "tool-input-precompile-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const levels = 1_000;
const deep = JSON.parse(
  `${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${"}}".repeat(levels)}`,
) as unknown;

describe("tool-input precompile", () => {
  it("leaves out a tool too complex to check, as check refuses it, and precompiles the others", async () => {
    const catalog = join(folder, "deep.json");
    const out = join(folder, "deep.js");
    writeFileSync(
      catalog,
      JSON.stringify({
        tools: [
          { name: "ok", inputSchema: { type: "object" } },
          { name: "deep", inputSchema: deep },
        ],
      }),
    );
    const result = await runMain(["precompile", "--tools", catalog, "--out", out]);
    expect(result).toEqual({
      code: 0,
      stdout: "",
      stderr: `${out}: tool deep left out (the schema is too complex to check (it nests more than 200 levels deep))\n${out}: 1 tool precompiled\n`,
    });
    const module = readFileSync(out, "utf8");
    expect(module).toContain('name: "ok"');
    expect(module).not.toContain('name: "deep"');
  });
});
