import type { JsonSchema } from "@tool-input/coerce";
import type { AjvErrorLike } from "@tool-input/format";
import { stableStringify } from "../../cache/stable-stringify.js";
import { runReport } from "../ajv/cap-report-errors.js";
import type { Engine } from "../types.js";
import { validInputFlags } from "../valid-input/flag-counter.js";
import { precompiledRuntime } from "./precompiled-runtime.js";

/** One Ajv standalone function: returns valid or not, leaves its errors on `errors`. */
export interface StandaloneFunction {
  (input: unknown): boolean;
  errors?: readonly AjvErrorLike[] | null;
}

/** One tool of a precompiled module: its schema's content key, and its functions or the reason it has none. */
export interface PrecompiledTool {
  readonly name: string;
  readonly key: string;
  readonly check?: StandaloneFunction;
  readonly report?: StandaloneFunction;
  readonly error?: string;
  /** Whether `check` raises the valid-input flags (docs/pipeline.md, "Checks on a valid input"). */
  readonly flags?: boolean;
}

/** The `precompiled` export of a module `tool-input precompile` wrote. */
export interface PrecompiledTools {
  readonly version: 1;
  /** The `precompiledRuntime` its code reads: the flags it raises count only where it is this one. */
  readonly runtime?: unknown;
  readonly tools: readonly PrecompiledTool[];
}

/**
 * The engine of a precompiled module: a schema whose content it holds is checked by its
 * standalone functions, without code generation; any other goes on to the next engine. Its
 * checks' valid-input flags are read where the module's code raises them on this copy of the
 * package: a module that imported another (a bundle holding two) raises another counter, and one
 * written before the flags raises none, so there a valid input is walked instead.
 */
export function createPrecompiledEngine(precompiled: PrecompiledTools): Engine {
  const raisesHere = precompiled?.runtime === precompiledRuntime;
  const byKey = new Map<string, PrecompiledTool>();
  for (const tool of Array.isArray(precompiled?.tools) ? precompiled.tools : []) {
    if (typeof tool?.key === "string") byKey.set(tool.key, tool);
  }
  return {
    name: "precompiled",
    compile(schema: JsonSchema) {
      const tool = byKey.get(stableStringify(schema));
      if (tool === undefined) {
        return {
          ok: false,
          fault: "engine",
          reason: "the schema is not in the precompiled module",
        };
      }
      const { check, report } = tool;
      if (typeof check !== "function" || typeof report !== "function") {
        return {
          ok: false,
          fault: "schema",
          reason: tool.error ?? "the schema could not be compiled",
        };
      }
      return {
        ok: true,
        engine: "precompiled",
        check: (input) => check(input),
        report: (input) => runReport(report, input),
        ...(raisesHere && tool.flags === true ? { validInputFlags } : {}),
      };
    },
  };
}
