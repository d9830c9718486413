import fc from "fast-check";
import { corpusAvailable, loadBfclSample, loadMcpTools } from "./corpus.js";
import { malform } from "./malform.js";
import { validInputFor } from "./valid-input.js";

/** One call of a corpus tool: the tool, and an input that is valid, repairable or not. */
export interface CorpusCall {
  /** `server/tool` and what was done to the input. */
  readonly id: string;
  readonly tool: { readonly name: string; readonly inputSchema: Record<string, unknown> };
  readonly input: unknown;
}

/** Every value of `input` replaced by one of another type; every third key renamed. */
function mistyped(value: unknown): unknown {
  if (value === null) return 1;
  if (Array.isArray(value)) return [...value.map(mistyped), {}];
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key.length % 3 === 0 ? `${key}x` : key,
        mistyped(item),
      ]),
    );
  }
  if (typeof value === "string") return 7;
  if (typeof value === "number") return "n";
  return null;
}

/**
 * Calls of every tool of ../shared/corpus/mcp-*.json and every 50th BFCL function: its valid
 * input, its malformed (repairable) forms, each parameter mistyped in turn, all of them at once,
 * an empty call, an unexpected key, and `randomEdits` random edits (fixed seed). Empty when the
 * corpus is absent.
 */
export function corpusCalls(randomEdits = 2): CorpusCall[] {
  if (!corpusAvailable) return [];
  const tools = [
    ...loadMcpTools().map((t) => ({
      id: `${t.server}/${t.name}`,
      name: t.name,
      schema: t.inputSchema,
    })),
    ...loadBfclSample().map((t) => ({
      id: `${t.source}/${t.name}`,
      name: t.name,
      schema: t.inputSchema,
    })),
  ];
  const calls: CorpusCall[] = [];
  let seed = 1;
  for (const { id, name, schema } of tools) {
    const tool = { name, inputSchema: schema };
    const add = (what: string, input: unknown) => calls.push({ id: `${id}: ${what}`, tool, input });
    const valid = validInputFor(schema);
    add("empty call", {});
    add("unexpected key", { zz_unexpected: 1 });
    if (typeof valid !== "object" || valid === null || Array.isArray(valid)) continue;
    add("valid", valid);
    add("malformed", malform(valid, schema).value);
    add("quoted scalars", malform(valid, schema, { keepStructure: true }).value);
    add("everything mistyped", mistyped(valid));
    for (const key of Object.keys(valid)) {
      add(`${key} mistyped`, {
        ...valid,
        [key]: mistyped((valid as Record<string, unknown>)[key]),
      });
    }
    const keys = [...Object.keys(valid), "unexpected"];
    const edit = fc.record({ key: fc.constantFrom(...keys), value: fc.jsonValue({ maxDepth: 2 }) });
    for (const { key, value } of fc.sample(edit, { numRuns: randomEdits, seed: seed++ })) {
      add(`${key} set to ${JSON.stringify(value)}`, { ...valid, [key]: value });
    }
  }
  return calls;
}
