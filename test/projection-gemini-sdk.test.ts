import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";
import { GoogleGenAI } from "@google/genai";
import { type ProjectedTool, projectToolSchema } from "@tool-input/validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./support/corpus.js";

// Issue 21, "Must show": Google's own SDK (@google/genai) rewrites the JSON Schema of each
// function declaration it sends (`processJsonSchema`, internal to the SDK). Every `gemini`
// projection of the corpus is sent through a real `GoogleGenAI` client to a server on loopback
// that records the request: the SDK changes nothing but the case of `type` (Gemini's enum).

const title = (what: string) =>
  corpusAvailable ? what : `${what}: SKIPPED, ../shared/corpus is absent beside the checkout`;

let server: Server;
let bodies: { tools: { functionDeclarations: { name: string; parameters: unknown }[] }[] }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => {
      bodies.push(JSON.parse(text));
      response.setHeader("content-type", "application/json");
      const part = { content: { role: "model", parts: [{ text: "ok" }] }, finishReason: "STOP" };
      response.end(JSON.stringify({ candidates: [part] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** `schema` as the Gemini API names its types: `"string"` is `"STRING"`, wherever `type` is a schema's. */
function upperTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(upperTypes);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "type" && typeof value === "string") out[key] = value.toUpperCase();
    else if (key === "properties") {
      out[key] = Object.fromEntries(
        Object.entries(value as object).map(([k, v]) => [k, upperTypes(v)]),
      );
    } else if (key === "items" || key === "anyOf") out[key] = upperTypes(value);
    else out[key] = value;
  }
  return out;
}

describe.skipIf(!corpusAvailable)(title("the gemini projections through Google's SDK"), () => {
  it("are sent as projected, but for the case of their types", async () => {
    const mcp = loadMcpTools().map((tool) => ({ name: tool.name, inputSchema: tool.inputSchema }));
    const tools = [...mcp, ...loadBfclSample(10)];
    const projected = tools
      .map((tool) => projectToolSchema(tool, "gemini"))
      .filter((result): result is ProjectedTool => result.ok);
    const { port } = server.address() as AddressInfo;
    const ai = new GoogleGenAI({
      apiKey: "test",
      httpOptions: { baseUrl: `http://127.0.0.1:${port}` },
    });
    bodies = [];
    for (let start = 0; start < projected.length; start += 200) {
      const batch = projected.slice(start, start + 200);
      const functionDeclarations = batch.map((tool) => ({
        name: tool.name,
        description: "",
        parameters: structuredClone(tool.inputSchema) as object,
      }));
      await ai.models.generateContent({
        model: "gemini-2.5-flash",
        contents: "hi",
        config: { tools: [{ functionDeclarations }] },
      });
    }
    const sent = bodies.flatMap((body) => body.tools[0]?.functionDeclarations ?? []);
    expect(sent).toHaveLength(projected.length);
    expect(projected.length).toBeGreaterThan(1_000);
    const changed = sent.filter((declaration, i) => {
      const expected = upperTypes(projected[i]?.inputSchema);
      return !isDeepStrictEqual(declaration.parameters, expected);
    });
    expect(changed.slice(0, 3)).toEqual([]);
  });
});
