import type { JsonSchema } from "@tool-input/coerce";
import type { CompileOutcome, Engine } from "./types.js";

/**
 * Compiles `schema` with the first engine that can. A schema fault ends the search (the schema
 * is broken, whoever reads it); an engine fault hands the schema to the next engine, and when
 * none is left the reasons of all of them come back as an engine fault (docs/pipeline.md,
 * "Engines").
 */
export function compileWithEngines(engines: readonly Engine[], schema: JsonSchema): CompileOutcome {
  const reasons: string[] = [];
  for (const engine of engines) {
    const outcome = engine.compile(schema);
    if (outcome.ok || outcome.fault === "schema") return outcome;
    reasons.push(`${engine.name}: ${outcome.reason}`);
  }
  return { ok: false, fault: "engine", reason: reasons.join("; ") };
}
