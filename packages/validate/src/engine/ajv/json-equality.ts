import { _Code } from "ajv/dist/compile/codegen/code.js";
import { jsonEqual } from "../json-equal.js";
import { ajvEqual } from "./ajv-runtime.js";
import type { AjvInstance } from "./create-ajv.js";

/**
 * Makes the instance's `const` and `enum` compare objects as JSON (`jsonEqual`, docs/pipeline.md,
 * "Engines"), where Ajv's deep equality (fast-deep-equal) calls an own `valueOf` or `toString`
 * (and throws on `{"valueOf": 1}`) and compares a `constructor` property by identity. Ajv's code
 * names its equality through the instance's scope, keyed by that function: the name registered
 * here under the same key stands for `jsonEqual`. Standalone code keeps Ajv's `require`, which
 * the precompiled runtime answers with `jsonEqual` too.
 */
export function useJsonEquality(ajv: AjvInstance): void {
  const code = (ajvEqual as unknown as { code: string }).code;
  ajv.scope.value("func", { key: ajvEqual, ref: jsonEqual, code: new _Code(code) });
}
