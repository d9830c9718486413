import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 23, item 4: `@tool-input/mcp` bundles for browsers and Workers (docs/install.md,
// "Browsers and Workers"). esbuild bundles the built package for the browser platform, where a
// Node.js built-in cannot be resolved; a Worker bundled the same way runs a real MCP SDK client
// and server, linked in memory, through the wrapper on a real workerd (through miniflare), which
// refuses code generation, and answers as the same bundle does in Node.js.

const root = fileURLToPath(new URL("..", import.meta.url));
const folder = join(root, "node_modules", ".cache", `tool-input-mcp-workerd-${process.pid}`);

const worker = `
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { repairingTransport } from "@tool-input/mcp";

const tools = [{
  name: "search",
  inputSchema: {
    type: "object",
    properties: { query: { type: "string" }, limit: { type: "integer", minimum: 1 } },
    required: ["query"],
  },
}];

async function session() {
  const server = new Server({ name: "s", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => ({
    content: [{ type: "text", text: JSON.stringify(params.arguments) }],
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(repairingTransport(serverSide, { onInvalid: "answer" }));
  const client = new Client({ name: "c", version: "1.0.0" });
  await client.connect(clientSide);
  await client.listTools();
  const answers = [];
  for (const args of [{ query: "cats", limit: "5" }, { limit: 0 }]) {
    answers.push(await client.callTool({ name: "search", arguments: args }));
  }
  await client.close();
  let learnedFile;
  try {
    repairingTransport(InMemoryTransport.createLinkedPair()[0], { learned: "learned.json" });
    learnedFile = "accepted";
  } catch (error) {
    learnedFile = error.message;
  }
  return { answers, learnedFile };
}

export default {
  async fetch() {
    let codegen = "allowed";
    try { new Function("return 1"); } catch { codegen = "refused"; }
    return Response.json({ codegen, ...(await session()) });
  },
};`;

/** Bundles `entry` (the built packages, their `default` export condition) for the browser platform. */
async function bundle(entry: string): Promise<{ text: string; metafile: Metafile }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  return { text: result.outputFiles[0]?.text ?? "", metafile: result.metafile };
}

/** Every module a bundle took in or left out that is a Node.js built-in. */
function builtins(metafile: Metafile): string[] {
  return Object.entries(metafile.inputs).flatMap(([path, input]) => [
    ...(path.startsWith("node:") ? [path] : []),
    ...input.imports
      .map((imported) => imported.path)
      .filter((path) => /^node:|^(fs|crypto)$/.test(path)),
  ]);
}

let mf: Miniflare | undefined;
let workerBundle = "";

beforeAll(async () => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "worker.js"), worker);
  workerBundle = (await bundle(join(folder, "worker.js"))).text;
  writeFileSync(join(folder, "bundle.js"), workerBundle);
  mf = new Miniflare({ modules: true, script: workerBundle, compatibilityDate: "2025-01-01" });
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

describe("@tool-input/mcp outside Node.js", () => {
  it("bundles for the browser platform with no Node.js built-in", async () => {
    writeFileSync(join(folder, "entry.js"), 'export * from "@tool-input/mcp";\n');
    const { text, metafile } = await bundle(join(folder, "entry.js"));
    expect(builtins(metafile)).toEqual([]);
    expect(Object.keys(metafile.inputs).some((path) => path.includes("packages/mcp/dist/"))).toBe(
      true,
    );
    // Only named, in `process.getBuiltinModule("node:fs")`, never imported or required.
    expect(text).not.toMatch(/(\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']node:/);
  }, 60_000);

  it("repairs a call on workerd as the same bundle does in Node.js", async () => {
    const response = await (mf as Miniflare).dispatchFetch("http://worker/");
    const onWorkerd = (await response.json()) as Record<string, unknown>;
    const inNode = (await import(pathToFileURL(join(folder, "bundle.js")).href)) as {
      default: { fetch(): Promise<Response> };
    };
    const fromNode = (await (await inNode.default.fetch()).json()) as Record<string, unknown>;
    expect(onWorkerd.codegen).toBe("refused");
    expect(fromNode.codegen).toBe("allowed");
    expect(onWorkerd.answers).toEqual(fromNode.answers);
    expect(onWorkerd.answers).toEqual([
      { content: [{ type: "text", text: '{"query":"cats","limit":5}' }] },
      {
        content: [
          {
            type: "text",
            text: "search failed due to the following issues:\nThe required parameter `query` is missing\nThe parameter `limit` must be at least `1` but was `0`",
          },
        ],
        isError: true,
      },
    ]);
    // A learned file needs a file system: the wrapper says so where there is none.
    expect(onWorkerd.learnedFile).toBe(
      "[mcp] a learned file (learned.json) needs Node.js's fs, which this runtime lacks",
    );
    expect(fromNode.learnedFile).toBe("accepted");
  }, 60_000);
});
