// Issue 21, "Must show": every corpus tool projects for each target or is refused with a reason
// (the counts are docs/providers.md's); the projections pass the providers' own checks; calls
// made in the provider's shape lift back to exactly the original input and are checked against
// the original schema.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type ProjectedTool,
  type ProjectionTarget,
  projectionTargets,
  projectToolSchema,
  projectTools,
  validateToolInput,
} from "@tool-input/validate";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import {
  type CorpusTool,
  corpusAvailable,
  loadBfclSample,
  loadMcpTools,
  type McpTool,
} from "./support/corpus.js";
import { anthropicProblems, geminiProblems } from "./support/provider-rules.js";
import { isSchemaObject } from "./support/schema-node.js";
import { isValid, validInputFor } from "./support/valid-input.js";

const title = (what: string) =>
  corpusAvailable ? what : `${what}: SKIPPED, ../shared/corpus is absent beside the checkout`;

// The Agents SDK's own strict-schema converter: internal to the package, so loaded by file.
const require = createRequire(import.meta.url);
const strictModule = require
  .resolve("@openai/agents-core")
  .replace(/index\.js$/, "utils/strictToolSchema.mjs");

const mcpCount = corpusAvailable ? loadMcpTools().length : 0;

function corpusTools(): CorpusTool[] {
  const mcp = loadMcpTools().map((tool) => ({
    source: tool.server,
    name: tool.name,
    inputSchema: tool.inputSchema,
  }));
  return [...mcp, ...loadBfclSample(1)];
}

/** The refusal counts docs/providers.md gives, by target. */
function documentedRefusals(): Record<string, number> {
  const page = readFileSync(new URL("../docs/providers.md", import.meta.url), "utf8");
  const counts: Record<string, number> = {};
  for (const [, target, refused] of page.matchAll(
    /^\| `([a-z-]+)` +\| [\d,]+ +\| ([\d,]+) +\|/gm,
  )) {
    counts[target as string] = Number((refused as string).replaceAll(",", ""));
  }
  return counts;
}

describe.skipIf(!corpusAvailable)(title("projection over every corpus tool"), () => {
  const tools = corpusAvailable ? corpusTools() : [];
  const results = new Map(
    projectionTargets.map((target) => [
      target,
      tools.map((tool) => projectToolSchema(tool, target)),
    ]),
  );

  it("projects each tool for each target or refuses it with a sentence, as many as docs/providers.md says", () => {
    const refused: Record<string, number> = {};
    for (const [target, list] of results) {
      refused[target] = list.filter((result) => !result.ok).length;
      for (const result of list) {
        if (!result.ok)
          expect(result.reason).toMatch(
            new RegExp(`^.* cannot be projected for ${target}: .+\\.$`),
          );
      }
    }
    expect(tools.length).toBe(10_985);
    expect(refused).toEqual(documentedRefusals());
  });

  it("leaves the OpenAI Agents SDK's strict-schema converter nothing to change", async () => {
    // `prepareOpenAIStrictToolSchema` is what `tool({ strict: true })` runs on a JSON Schema.
    const { prepareOpenAIStrictToolSchema, toOpenAIStrictToolSchema } = await import(strictModule);
    let checked = 0;
    for (const result of results.get("openai-strict") ?? []) {
      if (!result.ok) continue;
      expect(toOpenAIStrictToolSchema(structuredClone(result.inputSchema))).toEqual(
        result.inputSchema,
      );
      const prepared = prepareOpenAIStrictToolSchema(structuredClone(result.inputSchema));
      expect(prepared.schema).toEqual(result.inputSchema);
      checked++;
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("sends a valid JSON Schema 2020-12 for the strict modes (a draft-04 boolean bound rewritten)", () => {
    const ajv = new Ajv2020({ strict: false });
    for (const target of ["openai-strict", "anthropic"] as const) {
      const invalid = (results.get(target) ?? []).flatMap((result) =>
        result.ok && !ajv.validateSchema(result.inputSchema)
          ? [`${result.originalName}: ${ajv.errorsText(ajv.errors)}`]
          : [],
      );
      expect(invalid.slice(0, 5)).toEqual([]);
    }
  });

  it("keeps to Gemini's and Anthropic's published rules", () => {
    for (const [target, check] of [
      ["gemini", geminiProblems],
      ["anthropic", anthropicProblems],
    ] as const) {
      const problems = (results.get(target) ?? []).flatMap((result) =>
        result.ok
          ? check(result.inputSchema).map((problem) => `${result.originalName}: ${problem}`)
          : [],
      );
      expect(problems.slice(0, 5)).toEqual([]);
    }
  });

  it("gives every tool of a server a provider name the provider takes, distinct and the same each time", () => {
    const servers = new Map<string, McpTool[]>();
    for (const tool of loadMcpTools())
      servers.set(tool.server, [...(servers.get(tool.server) ?? []), tool]);
    for (const target of projectionTargets) {
      for (const catalog of servers.values()) {
        const first = projectTools(catalog, target);
        const names = first.tools.flatMap((result) => (result.ok ? [result.name] : []));
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_.-]{1,64}$/);
        for (const result of first.tools)
          if (result.ok) expect(first.originalName(result.name)).toBe(result.originalName);
        expect(projectTools(catalog, target).tools.map((r) => (r.ok ? r.name : ""))).toEqual(
          first.tools.map((r) => (r.ok ? r.name : "")),
        );
      }
    }
  });

  it("lifts the provider's shape of a valid input back to that input, which the pipeline accepts", () => {
    let lifted = 0;
    // Every MCP tool and every 20th benchmark function (valid inputs are slow to build).
    for (const [index, tool] of tools.entries()) {
      if (index >= mcpCount && index % 20 !== 0) continue;
      const strict = results.get("openai-strict")?.[index];
      const gemini = results.get("gemini")?.[index];
      if (!strict?.ok || !gemini?.ok) continue;
      const full = validInput(tool);
      if (full === undefined) continue;
      for (const input of [full, withoutOptionalKeys(full, gemini.inputSchema)]) {
        if (!isValid(tool.inputSchema, input)) continue;
        const sent = providerShape(input, strict.inputSchema);
        // A `null` for an absent key the original allows `null` for stays: strict mode cannot
        // tell "left out" from "null" there, and the original takes it.
        const expected = withAllowedNulls(input, gemini.inputSchema);
        expect(strict.lift(sent).value).toEqual(expected);
        const result = validateToolInput(tool, sent, { projection: "openai-strict" });
        expect(result.ok ? result.value : result.message).toEqual(expected);
        if (sent !== input) lifted++;
      }
    }
    expect(lifted).toBeGreaterThan(300);
  }, 120_000);

  it("rejects a value that breaks a constraint the provider was not given, in the original's words", () => {
    let rejected = 0;
    for (const target of ["anthropic", "openai-strict"] as ProjectionTarget[]) {
      for (const [index, tool] of tools.entries()) {
        if (index >= mcpCount && index % 10 !== 0) continue;
        const result = results.get(target)?.[index];
        if (!result?.ok) continue;
        const broken = breakDroppedConstraint(tool, validInput(tool), result);
        if (broken === undefined) continue;
        const withProjection = validateToolInput(tool, broken, { projection: target });
        const direct = validateToolInput(tool, broken);
        expect(withProjection.ok).toBe(false);
        expect(withProjection.ok ? "" : withProjection.message).toBe(
          direct.ok ? "" : direct.message,
        );
        rejected++;
      }
    }
    expect(rejected).toBeGreaterThan(50);
  });
});

/** The call a strict-mode model makes for `input`: every key of every closed object sent, `null` for absent ones. */
function providerShape(value: unknown, schema: unknown): unknown {
  if (!isSchemaObject(schema)) return value;
  if (Array.isArray(schema.anyOf)) {
    const branch = branchFor(value, schema.anyOf);
    return branch === undefined ? value : providerShape(value, branch);
  }
  if (Array.isArray(value)) {
    const shaped = value.map((item) => providerShape(item, schema.items));
    return shaped.every((item, i) => item === value[i]) ? value : shaped;
  }
  if (!isSchemaObject(value) || !isSchemaObject(schema.properties)) return value;
  const shaped: Record<string, unknown> = { ...value };
  let changed = false;
  for (const [key, child] of Object.entries(schema.properties)) {
    const next = Object.hasOwn(value, key) ? providerShape(value[key], child) : null;
    if (next !== value[key] || !Object.hasOwn(value, key)) changed = true;
    Object.defineProperty(shaped, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return changed ? shaped : value;
}

function branchFor(value: unknown, branches: unknown[]): unknown {
  if (!isSchemaObject(value) || Array.isArray(value)) return undefined;
  const fits = branches.filter(
    (branch) =>
      isSchemaObject(branch) &&
      isSchemaObject(branch.properties) &&
      Object.keys(value).every((key) => key in (branch.properties as object)),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

const validInputs = new Map<CorpusTool, unknown>();

/** `validInputFor` once per tool. */
function validInput(tool: CorpusTool): unknown {
  if (!validInputs.has(tool)) validInputs.set(tool, validInputFor(tool.inputSchema));
  return validInputs.get(tool);
}

/** `input` with `null` for each absent key that `schema` (a Gemini projection: `nullable` as the original's) allows `null` for. */
function withAllowedNulls(value: unknown, schema: unknown): unknown {
  if (!isSchemaObject(schema)) return value;
  if (Array.isArray(value)) return value.map((item) => withAllowedNulls(item, schema.items));
  if (!isSchemaObject(value) || !isSchemaObject(schema.properties)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const below = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    Object.defineProperty(out, key, {
      value: withAllowedNulls(child, below),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (const [key, child] of Object.entries(schema.properties)) {
    if (!Object.hasOwn(value, key) && isSchemaObject(child) && child.nullable === true)
      out[key] = null;
  }
  return out;
}

/** `input` without the keys that `schema` (a faithful projection: `required` as the original's) leaves optional. */
function withoutOptionalKeys(value: unknown, schema: unknown): unknown {
  if (!isSchemaObject(schema) || !isSchemaObject(value) || Array.isArray(value)) return value;
  if (!isSchemaObject(schema.properties)) return value;
  const required = new Set((schema.required ?? []) as string[]);
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const below = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (below === undefined) kept[key] = child;
    else if (required.has(key)) kept[key] = withoutOptionalKeys(child, below);
  }
  return kept;
}

// A valid input with one top-level number below a `minimum`, or one string past a `maxLength`,
// that the projection dropped.
function breakDroppedConstraint(
  tool: CorpusTool,
  input: unknown,
  projected: ProjectedTool,
): unknown {
  if (!isSchemaObject(input)) return undefined;
  for (const change of projected.changes) {
    if (change.kind !== "keyword-dropped" || change.path.length !== 2) continue;
    const key = change.path[1] as string;
    const node = (
      tool.inputSchema.properties as Record<string, Record<string, unknown>> | undefined
    )?.[key];
    if (node === undefined) continue;
    if (change.keyword === "minimum" && typeof node.minimum === "number")
      return { ...input, [key]: node.minimum - 1 };
    if (change.keyword === "maxLength" && typeof node.maxLength === "number")
      return { ...input, [key]: "x".repeat(node.maxLength + 1) };
  }
  return undefined;
}
