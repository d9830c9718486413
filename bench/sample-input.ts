type Node = { readonly [keyword: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const formats: Readonly<Record<string, string>> = {
  "date-time": "2026-11-30T04:00:00Z",
  date: "2026-11-30",
  time: "04:00:00Z",
  email: "ada@example.com",
  uri: "https://example.com/a",
  url: "https://example.com/a",
  uuid: "123e4567-e89b-12d3-a456-426614174000",
  ipv4: "192.0.2.1",
};

function resolve(root: Node, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    node = isNode(node) ? node[key] : undefined;
  }
  return node;
}

function firstType(node: Node): string | undefined {
  const type = node.type;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t) => t !== "null") ?? type[0];
  if (isNode(node.properties) || node.required !== undefined) return "object";
  if (node.items !== undefined) return "array";
  return undefined;
}

function sample(node: unknown, root: Node, depth: number, full = false): unknown {
  if (!isNode(node) || depth > 12) return "x";
  if (typeof node.$ref === "string") return sample(resolve(root, node.$ref), root, depth + 1, full);
  if ("const" in node) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = node[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const branch = branches.find((b) => !(isNode(b) && b.type === "null")) ?? branches[0];
      const merged: Node = { ...node, [key]: undefined, ...(isNode(branch) ? branch : {}) };
      return sample(merged, root, depth + 1, full);
    }
  }
  if (Array.isArray(node.allOf)) {
    const merged: Record<string, unknown> = { ...node, allOf: undefined };
    const properties: Record<string, unknown> = { ...(node.properties as object) };
    const required: unknown[] = Array.isArray(node.required) ? [...node.required] : [];
    for (const part of node.allOf.filter(isNode)) {
      Object.assign(merged, part);
      Object.assign(properties, part.properties);
      if (Array.isArray(part.required)) required.push(...part.required);
    }
    return sample({ ...merged, properties, required }, root, depth + 1, full);
  }
  switch (firstType(node)) {
    case "object": {
      const properties = isNode(node.properties) ? node.properties : {};
      const required = Array.isArray(node.required) ? node.required : [];
      const out: Record<string, unknown> = {};
      const keys = full ? [...new Set([...required, ...Object.keys(properties)])] : required;
      for (const key of keys) {
        if (typeof key === "string") out[key] = sample(properties[key], root, depth + 1, full);
      }
      return out;
    }
    case "array": {
      const least = typeof node.minItems === "number" ? node.minItems : 0;
      const count = full ? Math.max(least, 1) : least;
      const items = Array.isArray(node.prefixItems) ? node.prefixItems : undefined;
      return Array.from({ length: count }, (_, i) =>
        sample(
          items?.[i] ?? (Array.isArray(node.items) ? node.items[i] : node.items),
          root,
          depth + 1,
          full,
        ),
      );
    }
    case "integer":
    case "number": {
      if (typeof node.minimum === "number") return Math.ceil(node.minimum);
      if (typeof node.exclusiveMinimum === "number") return Math.floor(node.exclusiveMinimum) + 1;
      return 1;
    }
    case "boolean":
      return true;
    case "null":
      return null;
    default: {
      const format = typeof node.format === "string" ? formats[node.format] : undefined;
      if (format !== undefined) return format;
      const min = typeof node.minLength === "number" ? node.minLength : 1;
      return "x".repeat(Math.max(1, min));
    }
  }
}

/**
 * A small input built from `schema`: required properties only, the first allowed value each;
 * with `full`, every declared property and at least one item per array (not always valid:
 * check it).
 */
export function sampleInput(schema: unknown, full = false): unknown {
  return sample(schema, isNode(schema) ? schema : {}, 0, full);
}
