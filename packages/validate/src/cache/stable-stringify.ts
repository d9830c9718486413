/** What `stableStringify` throws for a value that refers to itself (a cycle of objects). */
export class CycleError extends TypeError {
  constructor() {
    super("[validate] the schema contains a cycle");
    this.name = "CycleError";
  }
}

/**
 * JSON text of `value` with object keys sorted, so equal schemas get equal text whatever their
 * key order. Values JSON cannot hold are dropped as `JSON.stringify` drops them; throws a
 * `CycleError` on a cycle (a schema that refers to itself by object identity is not JSON), and
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
