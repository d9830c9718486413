import type { Engine } from "../types.js";

/** The eval-free engine, for places that refuse code generation (docs/pipeline.md, "Engines"). */
export function createInterpreterEngine(): Engine {
  return {
    name: "interpreter",
    compile: () => ({
      ok: false,
      fault: "engine",
      reason: "the interpreter engine is not available in this version",
    }),
  };
}
