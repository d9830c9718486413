import { oneLine } from "../one-line.js";
import type { Engine } from "../types.js";
import { validInputFlags } from "../valid-input/flag-counter.js";
import { createInterpreter } from "./create-interpreter.js";
import { SchemaProblem } from "./prepare/prepare-schema.js";

/**
 * The eval-free engine, for places that refuse code generation (Workers, extensions, Node with
 * `--disallow-code-generation-from-strings`): @cfworker/json-schema on a prepared copy of the
 * schema, its errors read back as Ajv reports them (docs/pipeline.md, "Engines").
 */
export function createInterpreterEngine(): Engine {
  return {
    name: "interpreter",
    compile(schema) {
      try {
        const interpreter = createInterpreter(schema);
        const compiled = {
          ok: true,
          engine: "interpreter",
          check: interpreter.check,
          report: interpreter.report,
        } as const;
        // The closures raise the flags as Ajv's code does; @cfworker/json-schema's check does not.
        return interpreter.checker === "closures" ? { ...compiled, validInputFlags } : compiled;
      } catch (error) {
        // A broken schema is broken for every engine; what only this engine cannot run (and a
        // stack overflow on a deep schema) is the engine's fault: never a reason to pass.
        const fault =
          error instanceof SchemaProblem && error.kind === "broken" ? "schema" : "engine";
        const reason =
          error instanceof SchemaProblem && error.kind === "unsupported"
            ? `the schema cannot be checked without code generation: ${error.message}`
            : oneLine(error);
        return { ok: false, fault, reason };
      }
    },
  };
}
