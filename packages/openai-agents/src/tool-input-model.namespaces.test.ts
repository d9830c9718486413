import {
  Agent,
  type ModelResponse,
  Runner,
  setTracingDisabled,
  toolNamespace,
  Usage,
} from "@openai/agents-core";
import { assistantMessage, ScriptedModel } from "@openai/agents-core/testing";
import { describe, expect, it } from "vitest";
import { repairingTool } from "./repairing-tool.js";
import { toolInputModel } from "./tool-input-model.js";

// Two SDK tool namespaces each hold a `search`, whose `q` is an integer in one and a string in
// the other: a call is checked against the tool of its own namespace (docs/frameworks.md, "OpenAI
// Agents SDK").

setTracingDisabled(true);
const runner = new Runner({ tracingDisabled: true });

function searchTools() {
  const received: [string, unknown][] = [];
  const search = (namespace: string, type: string) =>
    toolNamespace({
      name: namespace,
      description: namespace,
      tools: [
        repairingTool({
          name: "search",
          description: `Search ${namespace}`,
          inputSchema: { type: "object", properties: { q: { type } }, required: ["q"] },
          execute: async (input) => {
            received.push([namespace, input]);
            return `searched ${namespace}`;
          },
        }),
      ],
    });
  return { tools: [...search("github", "integer"), ...search("gitlab", "string")], received };
}

/** Runs one call, then the model's answer; what the tools got, the call as kept, the output. */
async function runCall(call: { name: string; namespace?: string; arguments: string }) {
  const item = {
    type: "function_call" as const,
    callId: "call-1",
    status: "completed" as const,
    ...call,
  };
  const response: ModelResponse = { usage: new Usage(), output: [item] };
  const scripted = new ScriptedModel([response, [assistantMessage("Done.")]]);
  const model = toolInputModel(scripted);
  const { tools, received } = searchTools();
  const agent = new Agent({ name: "finder", model, tools });
  await runner.run(agent, "find it", {
    toolNotFoundBehavior: "return_error_to_model",
    toolErrorFormatter: model.toolErrorFormatter,
  });
  const sent = scripted.calls[1]?.request.input;
  const items = Array.isArray(sent) ? sent : [];
  const kept = items.find((i) => i.type === "function_call");
  const output = items.find((i) => i.type === "function_call_result");
  return {
    received,
    called: kept?.type === "function_call" ? [kept.namespace, kept.name] : [],
    output: output?.type === "function_call_result" ? output.output : undefined,
  };
}

describe("toolInputModel with SDK tool namespaces", () => {
  it("repairs a namespaced call's text against its own namespace's tool", async () => {
    const run = await runCall({ namespace: "gitlab", name: "search", arguments: "{'q': '5'}" });
    expect(run.received).toEqual([["gitlab", { q: "5" }]]);
    expect(run.output).toEqual({ type: "text", text: "searched gitlab" });
  });

  it("renames a call within its namespace, and keeps it there", async () => {
    const run = await runCall({ namespace: "gitlab", name: "Search", arguments: "{'q': '5'}" });
    expect(run.called).toEqual(["gitlab", "search"]);
    expect(run.received).toEqual([["gitlab", { q: "5" }]]);
  });

  it("reads a call named by its qualified name without a namespace", async () => {
    const run = await runCall({ name: "github.search", arguments: "{'q': '5'}" });
    expect(run.received).toEqual([["github", { q: 5 }]]);
  });

  it.each([
    [
      "a name no namespace holds",
      { namespace: "gitlab", name: "fetch", arguments: "{}" },
      "<tool_use_error>There is no tool named `gitlab.fetch` (did you mean `gitlab.search`?)</tool_use_error>",
    ],
    [
      "a bare name two namespaces hold",
      { name: "search", arguments: '{"q":"5"}' },
      "<tool_use_error>There is no tool named `search` (did you mean `github.search` or `gitlab.search`?)</tool_use_error>",
    ],
  ])("answers %s with the qualified names", async (_case, call, text) => {
    const run = await runCall(call);
    expect(run.received).toEqual([]);
    expect(run.output).toEqual({ type: "text", text });
  });
});
