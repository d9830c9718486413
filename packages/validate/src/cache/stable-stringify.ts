import { isHoleyArray } from "@tool-input/json";

/** What `stableStringify` throws for a value that refers to itself (a cycle of objects). */
export class CycleError extends TypeError {
  constructor() {
    super("[validate] the schema contains a cycle");
    this.name = "CycleError";
  }
}

/**
 * What `stableStringify` throws for an array longer than `holeyArrayLimit` with holes: its text
 * would hold a `null` per hole, 2^32 − 1 of them for a sparse array built in memory.
 */
export class HoleyArrayError extends RangeError {
  constructor(readonly length: number) {
    super(`[validate] the schema holds an array of length ${length} with holes`);
    this.name = "HoleyArrayError";
  }
}

/**
 * JSON text of `value` with object keys sorted, so equal schemas get equal text whatever their
 * key order. Values JSON cannot hold are dropped as `JSON.stringify` drops them; throws a
 * `CycleError` on a cycle (a schema that refers to itself by object identity is not JSON), a
 * `HoleyArrayError` on a long array with holes, and
 * passes on whatever reading the value throws (a getter, a Proxy trap, a stack overflow).
 */
export function stableStringify(value: unknown): string {
  return write(value, new Set()) ?? "null";
}

function write(value: unknown, ancestors: Set<object>): string | undefined {
  if (value === null || typeof value !== "object") {
    // Primitives, functions and undefined: exactly what JSON.stringify does with them.
    return JSON.stringify(value) as string | undefined;
  }
  if (ancestors.has(value)) throw new CycleError();
  ancestors.add(value);
  let text: string;
  if (Array.isArray(value)) {
    if (isHoleyArray(value)) throw new HoleyArrayError(value.length);
    const parts: string[] = [];
    for (const item of value) parts.push(write(item, ancestors) ?? "null");
    text = `[${parts.join(",")}]`;
  } else {
    const parts: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const item = write((value as Record<string, unknown>)[key], ancestors);
      if (item !== undefined) parts.push(`${JSON.stringify(key)}:${item}`);
    }
    text = `{${parts.join(",")}}`;
  }
  ancestors.delete(value);
  return text;
}
