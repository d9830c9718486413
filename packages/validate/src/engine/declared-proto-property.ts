import { schemaMap } from "./interpreter/prepare/schema-positions.js";

const protoPattern = "^__proto__$";

/** Keywords whose values are data, never a schema: what they hold is compared, not rewritten. */
const dataKeywords: ReadonlySet<string> = new Set(["const", "enum", "default", "examples"]);

/**
 * `schema` with each declared `properties.__proto__` checked through `patternProperties`
 * (`^__proto__$`): Ajv leaves a `__proto__` entry of `properties` out of everything it checks
 * (`allSchemaProperties`), so the input's own `__proto__` key was never checked and counted as
 * additional (finding 3 of issue 25). Both engines compile this form. Every object a `$ref`
 * may reach is rewritten, under keys no keyword reads too; the values of `const`, `enum`,
 * `default` and `examples` are data and stay as they are. Returns `schema` itself when it
 * declares no such property; a copy along the changed paths otherwise.
 */
export function withDeclaredProtoProperty<T>(schema: T): T {
  if (!(JSON.stringify(schema) ?? "").includes('"__proto__"')) return schema;
  return rewrite(schema, 0) as T;
}

function rewrite(node: unknown, depth: number): unknown {
  if (typeof node !== "object" || node === null || Array.isArray(node) || depth > 500) return node;
  const from = node as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  const set = (key: string, value: unknown) => {
    out ??= { ...from };
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
  for (const key of Object.keys(from)) {
    const value = from[key];
    let next = value;
    if (dataKeywords.has(key)) continue;
    if (Array.isArray(value)) {
      const items = value.map((item) => rewrite(item, depth + 1));
      if (items.some((item, index) => item !== value[index])) next = items;
    } else if (!schemaMap.has(key)) {
      // One subschema, or under a key no keyword reads (`components`), what a `$ref` may reach.
      next = rewrite(value, depth + 1);
    } else if (typeof value === "object" && value !== null) {
      const map = value as Record<string, unknown>;
      let copy: Record<string, unknown> | undefined;
      for (const name of Object.keys(map)) {
        const entry = rewrite(map[name], depth + 1);
        if (entry === map[name]) continue;
        copy ??= { ...map };
        Object.defineProperty(copy, name, {
          value: entry,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      if (copy !== undefined) next = copy;
    }
    if (next !== value) set(key, next);
  }
  const properties = (out ?? from).properties;
  if (
    typeof properties === "object" &&
    properties !== null &&
    Object.hasOwn(properties, "__proto__")
  ) {
    const declared = Object.getOwnPropertyDescriptor(properties, "__proto__")?.value;
    const patterns = (out ?? from).patternProperties;
    const known =
      typeof patterns === "object" && patterns !== null && !Array.isArray(patterns)
        ? (patterns as Record<string, unknown>)
        : {};
    const existing = Object.hasOwn(known, protoPattern) ? known[protoPattern] : undefined;
    set("patternProperties", {
      ...known,
      [protoPattern]: existing === undefined ? declared : { allOf: [existing, declared] },
    });
  }
  return out ?? node;
}
