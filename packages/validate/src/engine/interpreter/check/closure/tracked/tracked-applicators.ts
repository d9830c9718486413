import { alwaysValid, hasRef } from "../ajv-schema-facts.js";
import { present } from "../dependency-checks.js";
import { own, type SchemaNode, schemaList, schemaMapValue } from "../keyword-values.js";
import { type Evaluation, mergeItems, mergeProps, type Op, Slot } from "./evaluated.js";
import { callChild, mergeCall, mergeValid, type Step, type TrackedNode } from "./tracked-call.js";

// The in-place applicators as Ajv runs them when it tracks what was evaluated
// (ajv/lib/vocabularies/applicator, core/ref.ts): which children run, and when their
// evaluation is merged (docs/pipeline.md, "Engines").

export type Tracked = (schema: unknown) => TrackedNode;

const runOps = (ops: readonly Op[] | undefined, frame: unknown[]) => {
  if (ops !== undefined) for (const op of ops) op(frame);
};

/**
 * `$ref`: a target without references is inlined and merged as it stands; one with references
 * is called, and what it evaluates is read on the call unless known when compiled.
 */
export function refStep(
  state: Evaluation,
  target: unknown,
  source: unknown,
  tracked: Tracked,
): Step {
  const child = callChild(state, tracked(target));
  const inline = !hasRef(source);
  const { props, items } = child.evaluated;
  const ops: Op[] = [];
  if (state.props !== true && props !== undefined) {
    ops.push(...mergeProps(state, props, !inline && props instanceof Slot));
  }
  if (state.items !== true && items !== undefined) {
    ops.push(...mergeItems(state, items, !inline && items instanceof Slot));
  }
  return (data, frame) => {
    if (!child.call(data, frame)) return false;
    runOps(ops, frame);
    return true;
  };
}

/** `anyOf`: every branch runs and each passing one is merged, until nothing is left to merge. */
export function anyOfStep(state: Evaluation, node: SchemaNode, tracked: Tracked): Step[] {
  const list = schemaList(node, "anyOf");
  if (list === undefined) return [];
  const branches = list.map((schema) => {
    const child = callChild(state, tracked(schema));
    return { child, ops: mergeValid(state, child) };
  });
  return [
    (data, frame) => {
      let valid = false;
      let shortCircuit = false;
      for (const { child, ops } of branches) {
        if (shortCircuit && valid) break;
        const ok = child.call(data, frame);
        valid ||= ok;
        if (ops === undefined) shortCircuit = true;
        else if (ok) runOps(ops, frame);
      }
      return valid;
    },
  ];
}

/** `oneOf`: branches run until a second one passes; the passing one is merged. */
export function oneOfStep(state: Evaluation, node: SchemaNode, tracked: Tracked): Step[] {
  const list = schemaList(node, "oneOf");
  if (list === undefined) return [];
  const branches = list.map((schema) => {
    if (alwaysValid(schema)) return undefined;
    const child = callChild(state, tracked(schema));
    return { child, ops: mergeCall(state, child, true) };
  });
  return [
    (data, frame) => {
      let valid = false;
      for (const branch of branches) {
        const ok = branch === undefined ? true : branch.child.call(data, frame);
        if (!ok) continue;
        if (valid) return false;
        valid = true;
        runOps(branch?.ops, frame);
      }
      return valid;
    },
  ];
}

/** `allOf`: each branch in turn, merged as it stands. */
export function allOfSteps(state: Evaluation, node: SchemaNode, tracked: Tracked): Step[] {
  const list = schemaList(node, "allOf");
  if (list === undefined) return [];
  return list
    .filter((schema) => !alwaysValid(schema))
    .map((schema) => {
      const child = callChild(state, tracked(schema));
      const ops = mergeCall(state, child, false);
      return (data, frame) => {
        if (!child.call(data, frame)) return false;
        runOps(ops, frame);
        return true;
      };
    });
}

/** `if`: merged whether it passes or not; `then` or `else` merged when it passes. */
export function ifStep(state: Evaluation, node: SchemaNode, tracked: Tracked): Step[] {
  const condition = own(node, "if");
  const clause = (keyword: string) => {
    const schema = own(node, keyword);
    return schema === undefined || alwaysValid(schema) ? undefined : schema;
  };
  const thenSchema = clause("then");
  const elseSchema = clause("else");
  if (condition === undefined || (thenSchema === undefined && elseSchema === undefined)) return [];
  const test = callChild(state, tracked(condition));
  const testOps = mergeCall(state, test, false);
  const branch = (schema: unknown) => {
    if (schema === undefined) return undefined;
    const child = callChild(state, tracked(schema));
    return { child, ops: mergeValid(state, child) };
  };
  const then = branch(thenSchema);
  const otherwise = branch(elseSchema);
  return [
    (data, frame) => {
      const passed = test.call(data, frame);
      runOps(testOps, frame);
      const taken = passed ? then : otherwise;
      if (taken === undefined) return true;
      const ok = taken.child.call(data, frame);
      if (ok) runOps(taken.ops, frame);
      return ok;
    },
  ];
}

/**
 * The schema dependencies of `keyword` (`dependencies` skips `__proto__` and the lists of
 * names; `dependentSchemas` takes every key), each merged when present and passing.
 */
export function schemaDependencySteps(
  state: Evaluation,
  node: SchemaNode,
  keyword: "dependencies" | "dependentSchemas",
  tracked: Tracked,
  ownOnly: boolean,
): Step[] {
  const map = schemaMapValue(node, keyword);
  if (map === undefined) return [];
  const steps: Step[] = [];
  for (const name of Object.keys(map)) {
    const schema = map[name];
    if (keyword === "dependencies" && (name === "__proto__" || Array.isArray(schema))) continue;
    if (alwaysValid(schema)) continue;
    const child = callChild(state, tracked(schema));
    const ops = mergeValid(state, child);
    steps.push((data, frame) => {
      if (!present(data as Record<string, unknown>, name, ownOnly)) return true;
      if (!child.call(data, frame)) return false;
      runOps(ops, frame);
      return true;
    });
  }
  return steps;
}
