import { pointerTokens } from "@tool-input/json";
import { ARRAY, OBJECT } from "../kinds.js";

/** A recognised "a string was given where a structure was expected" failure. */
export interface StructureIssue {
  /** Where: `[]` is the whole input, `["edits", …]` a property, `undefined` not said. */
  readonly path: readonly string[] | undefined;
  /** The kind expected there: `ARRAY` or `OBJECT`. */
  readonly kind: number;
  /** When no path is said, the value sent as the validator quoted it (python-jsonschema's repr). */
  readonly quoted?: string | undefined;
}

const KINDS: Readonly<Record<string, number>> = {
  array: ARRAY,
  list: ARRAY,
  tuple: ARRAY,
  set: ARRAY,
  object: OBJECT,
  record: OBJECT,
  map: OBJECT,
  dict: OBJECT,
  dictionary: OBJECT,
};

/** The kind a validator's type name stands for (`"list"` → `ARRAY`, `"record"` → `OBJECT`), or 0. */
export function structureKind(name: unknown): number {
  if (typeof name !== "string") return 0;
  const lower = name.toLowerCase();
  return Object.hasOwn(KINDS, lower) ? (KINDS[lower] as number) : 0;
}

/**
 * The segments of a property path as validators print it: a zod dot path
 * (`observations[0].contents`), a JSON pointer (`/edits/0`), Ajv's `data/edits` or
 * `data.edits`, pydantic's `edits.0`. Only the first segment is ever used.
 */
export function pathSegments(text: string): string[] {
  let rest = text.trim().replace(/^["'`]|["'`]$/g, "");
  // The MCP SDK validates the whole request: `params.arguments` is the input itself.
  rest = rest.replace(/^params\.arguments(?=$|[/.[])/, "");
  rest = rest.replace(/^(?:data|instance|params|input|arguments)(?=$|[/.[])/, "");
  if (rest === "" || rest === "/" || rest === ".") return [];
  if (rest.startsWith("/")) {
    return pointerTokens(rest);
  }
  const segments: string[] = [];
  for (const match of rest.matchAll(/\[\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*\]|([^.[\]]+)/g)) {
    const segment = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (segment !== undefined) segments.push(segment);
  }
  return segments;
}
