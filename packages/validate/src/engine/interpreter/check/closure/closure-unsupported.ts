/**
 * What the closure compiler throws for a schema it does not check itself (a keyword it does not
 * implement, a keyword value of a shape Ajv would refuse): the interpreter then checks that
 * schema with @cfworker/json-schema instead, decided once, at compile time.
 */
export class ClosureUnsupported extends Error {
  override readonly name = "ClosureUnsupported";
}

/** Keywords the closure compiler leaves to @cfworker/json-schema (docs/pipeline.md, "Engines"). */
export const closureFallbackKeywords: ReadonlySet<string> = new Set([
  "$recursiveAnchor",
  "$dynamicAnchor",
]);
