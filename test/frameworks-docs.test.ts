import { describe, expect, it } from "vitest";
import { pageExamples, readRepoFile, testExamples } from "./support/doc-examples.js";

// docs/frameworks.md shows one example per framework; each is the code of a test, one to one.

describe("docs/frameworks.md: the examples on the page are the tested code", () => {
  it("has the Standard Schema, AI SDK, LangChain and OpenAI Agents SDK examples, in that order", () => {
    const page = pageExamples(readRepoFile("docs/frameworks.md"));
    const tested = [
      "test/standard-schema.test.ts",
      "test/ai-sdk-mcp.test.ts",
      "test/langchain.test.ts",
      "test/openai-agents.test.ts",
    ].flatMap((file) => testExamples(readRepoFile(file)));
    expect(tested).toHaveLength(4);
    expect(page).toEqual(tested);
  });

  it.each([
    ["packages/ai-sdk/README.md", "test/ai-sdk-mcp.test.ts"],
    ["packages/langchain/README.md", "test/langchain.test.ts"],
    ["packages/openai-agents/README.md", "test/openai-agents.test.ts"],
  ])("%s shows the tested example of %s", (readme, test) => {
    expect(pageExamples(readRepoFile(readme))).toEqual(testExamples(readRepoFile(test)));
  });
});
