/**
 * The values a node lists as the only ones it allows: its `enum`, or its `const` as one value;
 * `undefined` for neither.
 */
export function allowedValues(
  node: Readonly<Record<string, unknown>>,
): readonly unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum;
  return "const" in node ? [node.const] : undefined;
}
