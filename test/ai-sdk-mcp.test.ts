import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMCPClient, type MCPClient } from "@ai-sdk/mcp";
import { StdioMCPTransport } from "@ai-sdk/mcp/mcp-stdio";
import { withToolInput } from "@tool-input/ai-sdk";
import { generateText, isStepCount } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// MCP tools from @ai-sdk/mcp, against a real stdio server (@modelcontextprotocol/server-filesystem,
// started by the test): the AI SDK does not validate them, so without withToolInput a stringified
// array goes straight to the server, which rejects it.

const root = realpathSync(mkdtempSync(join(tmpdir(), "tool-input-ai-mcp-")));
writeFileSync(join(root, "a.txt"), "alpha\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A mock model that calls `read_multiple_files` with `paths` as JSON text, then answers. */
function modelReadingAsText(): MockLanguageModelV4 {
  const input = JSON.stringify({ paths: JSON.stringify([join(root, "a.txt")]) });
  const call: GenerateResult = {
    content: [{ type: "tool-call", toolCallId: "c1", toolName: "read_multiple_files", input }],
    finishReason: { unified: "tool-calls", raw: undefined },
    usage,
    warnings: [],
  };
  const done: GenerateResult = {
    content: [{ type: "text", text: "Read it." }],
    finishReason: { unified: "stop", raw: undefined },
    usage,
    warnings: [],
  };
  return new MockLanguageModelV4({ doGenerate: [call, done] });
}

/** The text parts of the tool result the model was sent on its second turn. */
function toolResultText(model: MockLanguageModelV4): string {
  const tool = model.doGenerateCalls[1]?.prompt.find((m) => m.role === "tool");
  const part = tool?.role === "tool" ? tool.content[0] : undefined;
  if (part?.type !== "tool-result" || part.output.type !== "content") {
    throw new Error(`unexpected tool result: ${JSON.stringify(part)}`);
  }
  return part.output.value.map((p) => (p.type === "text" ? p.text : "")).join("");
}

let mcp: MCPClient;
beforeAll(async () => {
  // `mcp-server-filesystem` is the package's bin: pnpm puts node_modules/.bin on the PATH.
  mcp = await createMCPClient({
    transport: new StdioMCPTransport({ command: "mcp-server-filesystem", args: [root] }),
  });
}, 20_000);
afterAll(async () => {
  await mcp?.close();
});

describe("AI SDK 7 + @ai-sdk/mcp + a real stdio MCP server", () => {
  it("without withToolInput, the server rejects the stringified array", async () => {
    const model = modelReadingAsText();
    await generateText({
      model,
      tools: await mcp.tools(),
      prompt: "read a.txt",
      stopWhen: isStepCount(3),
    });
    const text = toolResultText(model);
    expect(text).toBe(
      "MCP error -32602: Input validation error: Invalid arguments for tool read_multiple_files: Invalid input: expected array, received string at paths",
    );
  });

  it("with withToolInput, the call is repaired and the file is read (docs/frameworks.md)", async () => {
    const model = modelReadingAsText();
    // example
    const filesystem = await createMCPClient({
      transport: new StdioMCPTransport({ command: "mcp-server-filesystem", args: [root] }),
    });
    const result = await generateText({
      model,
      tools: withToolInput(await filesystem.tools()),
      prompt: "What does a.txt say?",
      stopWhen: isStepCount(5),
    });
    await filesystem.close();
    // example
    expect(toolResultText(model)).toBe(`${join(root, "a.txt")}:\nalpha\n\n`);
    expect(result.text).toBe("Read it.");
  });
});
