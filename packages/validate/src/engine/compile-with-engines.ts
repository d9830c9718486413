import type { JsonSchema } from "@tool-input/coerce";
import type { CompileOutcome, Engine } from "./types.js";

/**
 * Compiles `schema` with the first engine that can. A schema fault ends the search (the schema
 * is broken, whoever reads it); an engine fault hands the schema to the next engine, and when
 * none is left the reasons of all of them come back as an engine fault (docs/pipeline.md,
 * "Engines").
 */
export function compileWithEngines(engines: readonly Engine[], schema: JsonSchema): CompileOutcome {
  // Each reason once, with the engines that gave it (a pattern none can run: `ajv, interpreter: …`).
  const reasons = new Map<string, string[]>();
  for (const engine of engines) {
    const outcome = engine.compile(schema);
    if (outcome.ok || outcome.fault === "schema") return outcome;
    const names = reasons.get(outcome.reason);
    if (names === undefined) reasons.set(outcome.reason, [engine.name]);
    else names.push(engine.name);
  }
  const reason = [...reasons].map(([text, names]) => `${names.join(", ")}: ${text}`).join("; ");
  return { ok: false, fault: "engine", reason };
}
