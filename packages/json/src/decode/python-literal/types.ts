import type { Decoded } from "../../types.js";

/** Why `decodePythonLiteral` refused a text. */
export type PythonLiteralProblem =
  /** It is not one complete literal under the grammar; `detail` says what and where (``unexpected `x` at character 7``). */
  | { readonly reason: "syntax"; readonly detail: string }
  /** It nests deeper than `limit` levels. */
  | { readonly reason: "nesting"; readonly limit: number }
  /** A dict holds a `__proto__` key, or a `constructor` key holding a dict with `prototype`. */
  | { readonly reason: "prototype" }
  /** A number in it would not read back as written (`9007199254740993`); `detail` names it and where. */
  | { readonly reason: "number"; readonly detail: string };

/** What `decodePythonLiteral` returns. */
export type PythonLiteralResult = Decoded<PythonLiteralProblem>;

/** Options for `decodePythonLiteral`; a field set to `undefined` takes its default. */
export interface PythonLiteralOptions {
  /** Containers (lists, tuples, dicts) the literal may open inside each other. Default 64. */
  readonly maxNesting?: number | undefined;
  /**
   * Whether the number `value`, read from the decimal `literal`, holds it as written. Default:
   * only literals of at most 15 significant digits, which a double always holds.
   */
  readonly readsBack?: ((literal: string, value: number) => boolean) | undefined;
}
