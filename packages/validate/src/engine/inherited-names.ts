// Every name Object.prototype has (`constructor`, `toString`, `__proto__`, …), as JSON strings.
const inherited = new RegExp(
  `"(?:${Object.getOwnPropertyNames(Object.prototype)
    .map((name) => name.replace(/[$]/g, "\\$&"))
    .join("|")})"`,
);

/**
 * Whether `schema` (plain JSON) names anything an object inherits from `Object.prototype`: then
 * both engines read the input's own properties only (Ajv's `ownProperties`), so `required:
 * ["toString"]` rejects `{}` and an optional `constructor` accepts it. Other schemas read
 * properties the cheaper way, with the same verdict on any input whose prototype is
 * `Object.prototype` or `null` (docs/security.md, "Arguments from the model").
 */
export function namesInheritedProperties(schema: unknown): boolean {
  return inherited.test(JSON.stringify(schema) ?? "");
}
