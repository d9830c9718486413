import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createValidator } from "@tool-input/validate";
import { afterAll, describe, expect, it } from "vitest";
import { corpusAvailable } from "./support/corpus.js";
import { corpusCalls } from "./support/corpus-calls.js";

// Issue 9, "Tests that must exist": the pipeline over the corpus run a second time in a child
// process under `node --disallow-code-generation-from-strings` (what Workers, MV3 extensions,
// Deno Deploy impose): Ajv cannot compile there, the interpreter engine takes over
// (`engine: "auto"`), and every call must get the same verdict, value, coercions and message as
// in this process, where Ajv runs (docs/pipeline.md, "Engines").

const calls = corpusCalls(1);
const folder = mkdtempSync(join(tmpdir(), "tool-input-no-codegen-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What a call gave, as plain JSON (both processes write it the same way). */
const answerScript = `
  import { createValidator } from "@tool-input/validate";
  import { readFileSync } from "node:fs";
  let codegen = "allowed";
  try { new Function("return 1"); } catch { codegen = "refused"; }
  const calls = JSON.parse(readFileSync(process.argv[1], "utf8"));
  const validator = createValidator();
  const answers = calls.map(({ tool, input }) => validator.validateToolInput(tool, input));
  process.stdout.write(JSON.stringify({ codegen, answers }));`;

/** Runs the calls in `file` in a child process that refuses code generation. */
function runWithoutCodegen(file: string): Promise<{ codegen: string; answers: unknown[] }> {
  const flags = ["--disallow-code-generation-from-strings", "--conditions=@tool-input/source"];
  const args = [...flags, "--import", "tsx", "--input-type=module", "--eval", answerScript, file];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        timeout: 170_000,
      },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`child failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as { codegen: string; answers: unknown[] });
      },
    );
  });
}

describe.skipIf(!corpusAvailable)(
  "the corpus pipeline without code generation (skipped when ../shared/corpus is absent)",
  () => {
    it("answers every call as Ajv does: same verdict, value, coercions, issues and message", async () => {
      const file = join(folder, "calls.json");
      writeFileSync(file, JSON.stringify(calls));
      // The child works while this process answers the same calls with Ajv.
      const child = runWithoutCodegen(file);
      const validator = createValidator();
      const here = calls.map(({ tool, input }) =>
        JSON.parse(JSON.stringify(validator.validateToolInput(tool, input))),
      );
      const { codegen, answers } = await child;
      expect(codegen).toBe("refused");
      expect(answers).toHaveLength(calls.length);
      const differing = calls
        .map((call, index) => ({ id: call.id, ajv: here[index], interpreter: answers[index] }))
        .filter(({ ajv, interpreter }) => JSON.stringify(ajv) !== JSON.stringify(interpreter));
      expect(differing.slice(0, 5)).toEqual([]);
      // The run covered every kind of answer, so agreement means something.
      const kinds = { valid: 0, repaired: 0, rejected: 0 };
      for (const answer of here as { ok: boolean; coercions: unknown[] }[]) {
        if (!answer.ok) kinds.rejected += 1;
        else if (answer.coercions.length > 0) kinds.repaired += 1;
        else kinds.valid += 1;
      }
      expect(kinds.valid).toBeGreaterThan(500);
      expect(kinds.repaired).toBeGreaterThan(300);
      expect(kinds.rejected).toBeGreaterThan(2000);
    }, 180_000);
  },
);

describe("no code generation, no validation (finding 1)", () => {
  it("rejects an invalid input and repairs a repairable one when code generation is refused", async () => {
    const file = join(folder, "finding-1.json");
    const tool = {
      name: "needs_q",
      inputSchema: { type: "object", properties: { q: { type: "number" } }, required: ["q"] },
    };
    writeFileSync(
      file,
      JSON.stringify([
        { tool, input: { m: 1 } },
        { tool, input: { q: "2" } },
      ]),
    );
    const { codegen, answers } = await runWithoutCodegen(file);
    expect(codegen).toBe("refused");
    expect(answers).toEqual([
      {
        ok: false,
        status: "rejected",
        issues: [{ kind: "missing", path: ["q"] }],
        message:
          "needs_q failed due to the following issue:\nThe required parameter `q` is missing",
        toolUseError:
          "<tool_use_error>InputValidationError: needs_q failed due to the following issue:\nThe required parameter `q` is missing</tool_use_error>",
        coercions: [],
      },
      {
        ok: true,
        status: "accepted",
        value: { q: 2 },
        coercions: [{ path: ["q"], rule: "number", from: "2", to: 2 }],
      },
    ]);
  }, 60_000);
});
