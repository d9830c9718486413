import { applicatorChecks } from "../applicator-checks.js";
import { arrayChecks } from "../array-checks.js";
import { type Check, every, fail, pass, type Subschema } from "../check.js";
import { ClosureUnsupported, closureFallbackKeywords } from "../closure-unsupported.js";
import { isNumber, isObject, isString } from "../json-types.js";
import { own, type SchemaNode } from "../keyword-values.js";
import { objectChecks } from "../object-checks.js";
import { typeCheck } from "../type-check.js";
import type { Evaluation, Frame } from "./evaluated.js";
import {
  allOfSteps,
  anyOfStep,
  ifStep,
  oneOfStep,
  refStep,
  schemaDependencySteps,
} from "./tracked-applicators.js";
import { last, opsStep, type Step, type TrackedNode, valueIn } from "./tracked-call.js";
import {
  itemsOps,
  patternStep,
  propertiesOps,
  unevaluatedItemsStep,
  unevaluatedPropertiesStep,
} from "./unevaluated-steps.js";

/** What the tracked compiler needs of the closure compiler. */
export interface TrackerContext {
  /** The plain compile of a subschema (one not applied in place). */
  readonly subschema: Subschema;
  /** The number and string checks of `node` (its format included). */
  readonly scalarChecks: (node: SchemaNode) => [Check[], Check[]];
  /** The node a `$ref` of `node` points to. */
  readonly refTarget: (node: SchemaNode, ref: unknown) => unknown;
  /** The schema as written, for Ajv's inlining rule. */
  readonly sourceOf: (node: unknown) => unknown;
  readonly ownOnly: boolean;
}

const groupStep = (applies: Check, steps: readonly (Step | undefined)[]): Step | undefined => {
  const live = steps.filter((step): step is Step => step !== undefined);
  if (live.length === 0) return undefined;
  return (data, frame) => {
    if (!applies(data)) return true;
    for (const step of live) if (!step(data, frame)) return false;
    return true;
  };
};

const checksStep = (checks: readonly Check[]): Step | undefined => {
  const all = every(checks);
  return all === pass ? undefined : (data) => all(data);
};

/**
 * The compiler of schemas under `unevaluatedProperties` or `unevaluatedItems`: each node checks
 * its value and keeps what it evaluated as Ajv's generated code keeps it, keyword by keyword in
 * Ajv's order (the type, then `$ref`, `const`, `enum`, `not`, `anyOf`, `oneOf`, `allOf`, `if`,
 * then the number, string, array and object keywords), stopping at the first that fails
 * (docs/pipeline.md, "Engines"). Memoised per node, so a `$ref` cycle closes on itself.
 */
export function trackedCompiler(context: TrackerContext): (schema: unknown) => TrackedNode {
  const compiled = new Map<object, TrackedNode>();
  const constant = (run: Check): TrackedNode => ({
    run,
    props: undefined,
    items: undefined,
    done: true,
  });
  const alwaysPasses = constant(pass);
  const alwaysFails = constant(fail);

  const tracked = (schema: unknown): TrackedNode => {
    if (schema === true) return alwaysPasses;
    if (schema === false) return alwaysFails;
    if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
      throw new ClosureUnsupported("a subschema is not an object or a boolean");
    }
    const known = compiled.get(schema);
    if (known !== undefined) return known;
    let body: Check = () => false;
    const node: TrackedNode = {
      run: (data) => body(data),
      props: undefined,
      items: undefined,
      done: false,
    };
    compiled.set(schema, node);
    const state: Evaluation = { props: undefined, items: undefined, slots: 0 };
    const steps = compileSteps(schema as SchemaNode, state);
    const { props, items } = state;
    node.props = props;
    node.items = items;
    node.done = true;
    const empty: Frame = [];
    body = (data) => {
      const frame = state.slots === 0 ? empty : new Array<unknown>(state.slots);
      let ok = true;
      for (const step of steps) {
        if (!step(data, frame)) {
          ok = false;
          break;
        }
      }
      last.props = valueIn(props, frame);
      last.items = valueIn(items, frame);
      return ok;
    };
    node.run = body;
    return node;
  };

  const compileSteps = (node: SchemaNode, state: Evaluation): Step[] => {
    const { subschema, ownOnly } = context;
    for (const keyword of Object.keys(node)) {
      if (closureFallbackKeywords.has(keyword)) throw new ClosureUnsupported(`it uses ${keyword}`);
    }
    const steps: (Step | undefined)[] = [];
    const type = typeCheck(node);
    if (type !== undefined) steps.push((data) => type.check(data));
    const ref = own(node, "$ref");
    if (ref !== undefined) {
      const target = context.refTarget(node, ref);
      steps.push(refStep(state, target, context.sourceOf(target), tracked));
    }
    const plain: Record<string, unknown> = {};
    for (const keyword of ["enum", "const", "not"]) {
      if (Object.hasOwn(node, keyword)) plain[keyword] = node[keyword];
    }
    steps.push(checksStep(applicatorChecks(plain, subschema)));
    steps.push(...anyOfStep(state, node, tracked));
    steps.push(...oneOfStep(state, node, tracked));
    steps.push(...allOfSteps(state, node, tracked));
    steps.push(...ifStep(state, node, tracked));
    const [numbers, strings] = context.scalarChecks(node);
    steps.push(groupStep(isNumber, [checksStep(numbers)]));
    steps.push(groupStep(isString, [checksStep(strings)]));
    steps.push(
      groupStep(Array.isArray, [
        checksStep(arrayChecks(node, subschema)),
        opsStep(itemsOps(state, node)),
        unevaluatedItemsStep(state, node, subschema),
      ]),
    );
    const objectSteps: (Step | undefined)[] = [
      checksStep(
        objectChecks(node, subschema, ownOnly, true, context.sourceOf(node) as SchemaNode),
      ),
    ];
    if (own(node, "additionalProperties") !== undefined) state.props = true;
    objectSteps.push(...schemaDependencySteps(state, node, "dependencies", tracked, ownOnly));
    objectSteps.push(opsStep(propertiesOps(state, node)));
    objectSteps.push(patternStep(state, node, subschema, ownOnly));
    objectSteps.push(...schemaDependencySteps(state, node, "dependentSchemas", tracked, ownOnly));
    objectSteps.push(unevaluatedPropertiesStep(state, node, subschema, ownOnly));
    steps.push(groupStep(isObject, objectSteps));
    return steps.filter((step): step is Step => step !== undefined);
  };

  return tracked;
}
