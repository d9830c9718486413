import { defineOwn } from "@tool-input/json";
import { recordOf } from "../json-rpc.js";
import type { LearnedKind } from "../types.js";

/** What a learned-corrections file holds: by tool, the fields to decode and to what. */
export type LearnedTools = Map<string, Map<string, LearnedKind>>;

/**
 * The end of the JSON object starting at `start` (just past its `}`), or `-1` when it does not
 * end before `limit` or something other than an object starts there.
 */
function objectEnd(text: string, start: number, limit: number): number {
  if (text[start] !== "{") return -1;
  let depth = 0;
  for (let i = start; i < limit; i++) {
    const char = text.charCodeAt(i);
    if (char === 0x22) {
      // A string: read past it, escapes included.
      for (i++; i < limit && text.charCodeAt(i) !== 0x22; i++) {
        if (text.charCodeAt(i) === 0x5c) i++;
      }
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Adds the corrections of one `{ "tools": { … } }` document; `false` when it is not one. */
function addDocument(value: unknown, into: LearnedTools): boolean {
  const tools = recordOf(recordOf(value)?.tools);
  if (tools === undefined) return false;
  for (const [tool, fields] of Object.entries(tools)) {
    const record = recordOf(fields);
    if (record === undefined) continue;
    for (const [field, kind] of Object.entries(record)) {
      if (kind !== "array" && kind !== "object") continue;
      let known = into.get(tool);
      if (known === undefined) {
        known = new Map();
        into.set(tool, known);
      }
      known.set(field, kind);
    }
  }
  return true;
}

/**
 * Reads the text of a learned-corrections file (docs/mcp.md, "Retry and learn"): a sequence of
 * `{ "tools": { … } }` documents, each appended on a line of its own, the first possibly spread
 * over many lines (as a person writes it, or as earlier versions wrote the whole file). Later
 * documents add to earlier ones. Empty text, and a byte-order mark, are fine; a document cut
 * short (a write that did not finish) is skipped to the next line. `undefined` when the text
 * holds no document at all.
 */
export function parseLearned(text: string): LearnedTools | undefined {
  const tools: LearnedTools = new Map();
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let documents = 0;
  // Only the first document may span lines; every later one is read within its line, so a
  // file of lines cut short is read in one pass.
  let first = true;
  let i = 0;
  while (i < body.length) {
    const char = body[i] as string;
    if (char === " " || char === "\t" || char === "\r" || char === "\n") {
      i++;
      continue;
    }
    const newline = body.indexOf("\n", i);
    const lineEnd = newline === -1 ? body.length : newline;
    const end = objectEnd(body, i, first ? body.length : lineEnd);
    first = false;
    let value: unknown;
    if (end !== -1) {
      try {
        value = JSON.parse(body.slice(i, end));
      } catch {
        value = undefined;
      }
    }
    if (end !== -1 && addDocument(value, tools)) {
      documents++;
      i = end;
      continue;
    }
    // Not a document: go on from the next line.
    i = lineEnd + 1;
  }
  return documents > 0 || body.trim() === "" ? tools : undefined;
}

/** One line to append: the document of `fields` learned for `tool`. */
export function learnedLine(tool: string, fields: Readonly<Record<string, LearnedKind>>): string {
  const tools = {};
  defineOwn(tools, tool, fields);
  return `${JSON.stringify({ tools })}\n`;
}
