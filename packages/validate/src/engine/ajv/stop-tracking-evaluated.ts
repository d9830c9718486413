import type { AjvInstance } from "./create-ajv.js";

/**
 * Turns off Ajv's record of what each subschema evaluated, on an instance none of whose schemas
 * reads it (no `unevaluatedProperties`, no `unevaluatedItems`). Ajv's 2019-09 and 2020-12
 * classes always keep it, so they run every branch of an `anyOf` after one has passed (the
 * draft-07 class stops there: a nullable property of a valid input runs its `null` branch too)
 * and write the record in every `properties`, `items` and `$ref`. Where a schema compiles either
 * way, verdicts and errors are the same without it; without it, Ajv does not compile the other
 * branches of an `anyOf` beside an always-valid one, so a mistake there is ignored
 * (docs/performance.md, "Ajv's record of what was evaluated"). Those classes' constructors set
 * the option; Ajv's code generation reads it from `opts` at every compile.
 */
export function stopTrackingEvaluated(ajv: AjvInstance): void {
  (ajv.opts as { unevaluated?: boolean }).unevaluated = false;
}
