import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, type ClientOptions } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const require = createRequire(import.meta.url);

/** The built command line (`pnpm test` builds first, as the other CLI tests expect). */
export const cliBin: string = join(root, "packages/cli/dist/bin.js");

/** The entry file of an MCP server package installed for the tests. */
export function serverEntry(name: string): string {
  return join(dirname(require.resolve(`${name}/package.json`)), "dist", "index.js");
}

/** A test fixture under test/fixtures. */
export function fixture(file: string): string {
  return join(root, "test", "fixtures", file);
}

/** A client connected to a server, directly or behind `tool-input proxy`. */
export interface Connection {
  readonly client: Client;
  readonly transport: StdioClientTransport;
  /** Everything written to stderr so far (the proxy's and the server's). */
  stderr(): string;
}

/** Starts `server` (a command and its arguments) behind the proxy with `flags`, or directly when `flags` is `undefined`, from an SDK client; `prepare` sets the client's handlers before it connects. */
export async function connect(
  server: readonly string[],
  flags?: readonly string[],
  clientOptions?: ClientOptions,
  prepare?: (client: Client) => void,
): Promise<Connection> {
  const [command, ...args] =
    flags === undefined ? server : [process.execPath, cliBin, "proxy", ...flags, "--", ...server];
  const transport = new StdioClientTransport({
    command: command as string,
    args,
    stderr: "pipe",
    env: process.env as Record<string, string>,
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const client = new Client({ name: "tool-input-test", version: "0.0.0" }, clientOptions);
  prepare?.(client);
  await client.connect(transport);
  return { client, transport, stderr: () => stderr };
}

/** The text items of a tool result, joined. */
export function textOf(result: unknown): string {
  const content = (result as { content?: { type: string; text?: string }[] }).content ?? [];
  return content.map((block) => block.text ?? "").join("");
}

/** Whether the process `pid` is still running. */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
