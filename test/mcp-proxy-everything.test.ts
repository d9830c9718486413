import {
  CreateMessageRequestSchema,
  ListRootsRequestSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it, vi } from "vitest";
import { type Connection, connect, serverEntry } from "./support/proxy.js";

// @modelcontextprotocol/server-everything behind `tool-input proxy`: the same session, run
// directly and behind the proxy, gives the same results (docs/mcp.md, "What passes through").

const server = [process.execPath, serverEntry("@modelcontextprotocol/server-everything"), "stdio"];

/** One session: every kind of message the server has, in order, as the client saw it. */
async function session(connection: Everything): Promise<Record<string, unknown>> {
  const { client } = connection;
  const transcript: Record<string, unknown> = {};
  // The server registers its sampling, elicitation and roots tools once it knows the client's
  // capabilities, and says so with notifications/tools/list_changed.
  transcript.toolsBefore = (await client.listTools()).tools.map((tool) => tool.name).sort();
  await vi.waitFor(() => expect(connection.listChanged()).toBeGreaterThan(0));
  transcript.toolsAfter = (await client.listTools()).tools.map((tool) => tool.name).sort();
  transcript.ping = await client.ping();
  transcript.sum = await client.callTool({ name: "get-sum", arguments: { a: 2, b: 3 } });
  const progress: unknown[] = [];
  transcript.long = await client.callTool(
    { name: "trigger-long-running-operation", arguments: { duration: 0.2, steps: 4 } },
    undefined,
    { onprogress: (update) => progress.push(update) },
  );
  transcript.progress = progress;
  transcript.sampling = await client.callTool({
    name: "trigger-sampling-request",
    arguments: { prompt: "hi", maxTokens: 5 },
  });
  const resources = await client.listResources();
  transcript.resources = resources;
  transcript.nextPage = await client.listResources({ cursor: "page-2" });
  transcript.templates = await client.listResourceTemplates();
  const first = resources.resources[0];
  if (first !== undefined) transcript.read = await client.readResource({ uri: first.uri });
  transcript.prompts = await client.listPrompts();
  transcript.prompt = await client.getPrompt({ name: "simple-prompt" });
  transcript.argsPrompt = await client.getPrompt({
    name: "args-prompt",
    arguments: { city: "Lisbon", state: "PT" },
  });
  transcript.stringSum = await client
    .callTool({ name: "get-sum", arguments: { a: "2", b: "3" } })
    .catch((error: Error) => ({ thrown: error.message }));
  return transcript;
}

interface Everything extends Connection {
  /** How many notifications/tools/list_changed the client got. */
  listChanged(): number;
}

async function start(flags?: readonly string[]): Promise<Everything> {
  let count = 0;
  const connection = await connect(
    server,
    flags,
    { capabilities: { sampling: {}, roots: { listChanged: true } } },
    (client) => {
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => {
        count++;
      });
      client.setRequestHandler(CreateMessageRequestSchema, async () => ({
        model: "test-model",
        role: "assistant",
        content: { type: "text", text: "sampled" },
      }));
      client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [] }));
    },
  );
  return { ...connection, listChanged: () => count };
}

describe("server-everything behind tool-input proxy", () => {
  it("the same session gives the same results directly and behind the proxy", async () => {
    const [direct, proxied] = await Promise.all([start(), start([])]);
    try {
      const [a, b] = [await session(direct), await session(proxied)];
      const { stringSum: directSum, progress: directProgress, ...directRest } = a;
      const { stringSum: proxiedSum, progress: proxiedProgress, ...proxiedRest } = b;
      expect(proxiedRest).toEqual(directRest);
      expect(proxied.listChanged()).toBe(direct.listChanged());
      expect(direct.listChanged()).toBeGreaterThan(0);
      expect(a.toolsAfter).toContain("trigger-sampling-request");
      // The SDK client handles a notification a tick later than a response, so the last progress
      // update, on the pipe just before the result, is sometimes dropped, directly or not.
      for (const progress of [directProgress, proxiedProgress] as { progress: number }[][]) {
        expect(progress.length).toBeGreaterThanOrEqual(3);
        expect(progress).toEqual(progress.map((_, i) => ({ progress: i + 1, total: 4 })));
      }
      // Only what tool-input repairs differs: "2" and "3" for numbers.
      expect(directSum).toMatchObject({ isError: true });
      expect(proxiedSum).toEqual(a.sum);
    } finally {
      await Promise.all([direct.client.close(), proxied.client.close()]);
    }
  });
});
