import { createAjvEngine } from "./ajv/ajv-engine.js";
import { createInterpreterEngine } from "./interpreter/create-interpreter-engine.js";
import type { Engine, EngineChoice } from "./types.js";

/** The engines of the `engine` option, in the order they are tried; `"auto"` when not a known name. */
export function enginesFor(choice: EngineChoice | undefined): readonly Engine[] {
  if (choice === "ajv") return [createAjvEngine()];
  if (choice === "interpreter") return [createInterpreterEngine()];
  return [createAjvEngine(), createInterpreterEngine()];
}
