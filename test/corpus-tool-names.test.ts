import { createToolCatalog, type ToolDefinition } from "@tool-input/validate";
import { describe, expect, it } from "vitest";
import { corpusAvailable, loadMcpTools } from "./support/corpus.js";

// Issue 20, "Must show": name resolution over every corpus server's tool list. No name of a
// catalog resolves to another tool, and every normalised variant of a name resolves to it or is
// refused as ambiguous (with the name among those offered).

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[-_.\s]+/)
    .filter((word) => word !== "");
}

/** Every normalised spelling of `name` the SPEC lists, with the namespaces a harness adds. */
function variants(name: string, server: string): string[] {
  const parts = words(name);
  const lower = parts.map((w) => w.toLowerCase());
  const capital = lower.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  const spellings = [
    name.toUpperCase(),
    name.toLowerCase(),
    lower.join("_"),
    lower.join("-"),
    lower.join("."),
    lower.join(" "),
    lower.join(""),
    capital.join(""),
    capital.join("-"),
    (lower[0] ?? "") + capital.slice(1).join(""),
  ];
  const prefixed = [`functions.${name}`, `default_api.${name}`, `mcp__${server}__${name}`];
  return [...new Set([...spellings, ...prefixed])].filter((v) => v !== name);
}

interface Server {
  readonly server: string;
  readonly tools: readonly ToolDefinition[];
}

function servers(): Server[] {
  const by = new Map<string, ToolDefinition[]>();
  for (const tool of loadMcpTools()) {
    const list = by.get(tool.server) ?? [];
    list.push({ name: tool.name, inputSchema: tool.inputSchema });
    by.set(tool.server, list);
  }
  return [...by].map(([server, tools]) => ({ server, tools }));
}

/** Checks every name and variant of `tools`; returns how many variants were checked. */
function checkCatalog(tools: readonly ToolDefinition[], server: string): number {
  const catalog = createToolCatalog(tools);
  const names = new Set(tools.map((tool) => tool.name));
  let checked = 0;
  for (const tool of tools) {
    expect(catalog.resolve(tool.name)).toEqual({ kind: "exact", tool, name: tool.name });
    for (const variant of variants(tool.name, server)) {
      if (names.has(variant)) continue; // another tool's exact name wins
      const resolution = catalog.resolve(variant);
      checked += 1;
      if (resolution.kind === "unknown") {
        expect({ variant, ambiguous: resolution.ambiguous }).toEqual({ variant, ambiguous: true });
        expect(resolution.near).toContain(tool.name);
      } else {
        expect({ variant, tool: resolution.tool.name }).toEqual({ variant, tool: tool.name });
      }
    }
  }
  return checked;
}

describe.skipIf(!corpusAvailable)("tool names over the corpus servers", () => {
  const all = corpusAvailable ? servers() : [];

  it.each(all.map((s) => [s.server, s] as const))("%s: every name and variant", (_name, s) => {
    expect(checkCatalog(s.tools, s.server)).toBeGreaterThan(0);
  });

  it("one catalog of every server's tools under Claude Code's MCP names", () => {
    const tools = all.flatMap((s) =>
      s.tools.map((t) => ({ ...t, name: `mcp__${s.server}__${t.name}` })),
    );
    const catalog = createToolCatalog(tools);
    let repaired = 0;
    for (const s of all) {
      for (const t of s.tools) {
        // The bare name, as a model that dropped the namespace sends it.
        const resolution = catalog.resolve(t.name);
        if (resolution.kind === "unknown") {
          expect(resolution.ambiguous).toBe(true);
          expect(resolution.near.length).toBeGreaterThan(0);
        } else {
          expect(resolution.tool.name).toBe(`mcp__${s.server}__${t.name}`);
          repaired += 1;
        }
      }
    }
    expect(repaired).toBeGreaterThan(tools.length / 2);
  });
});
