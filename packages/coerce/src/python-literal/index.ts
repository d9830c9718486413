export { decodePythonLiteral } from "./decode-python-literal.js";
export type {
  PythonLiteralOptions,
  PythonLiteralProblem,
  PythonLiteralResult,
} from "./types.js";
