import type { MockLanguageModelV4 } from "ai/test";

// The AI SDK's mock model's turns, shared by the AI SDK tests.

/** What the mock model's `doGenerate` returns. */
export type GenerateResult = Awaited<ReturnType<MockLanguageModelV4["doGenerate"]>>;

/** The usage every scripted turn reports. */
export const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/** A turn that calls `toolName` with the raw arguments text `input`. */
export function toolTurn(toolName: string, input: string, id = "call-1"): GenerateResult {
  const content = [{ type: "tool-call" as const, toolCallId: id, toolName, input }];
  return { content, finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] };
}

/** The last turn: the model answers "Done.". */
export const done: GenerateResult = {
  content: [{ type: "text", text: "Done." }],
  finishReason: { unified: "stop", raw: undefined },
  usage,
  warnings: [],
};
