import type { Check } from "../check.js";
import {
  type Evaluated,
  type Evaluation,
  type Frame,
  type Items,
  mergeEvaluated,
  newSlot,
  type Op,
  type Props,
  Slot,
  StaticProps,
} from "./evaluated.js";

/** One keyword's part of a tracked node: whether `data` passes it, updating `frame`. */
export type Step = (data: unknown, frame: Frame) => boolean;

/** A subschema compiled to check and to say what it evaluated (`unevaluated*`). */
export interface TrackedNode extends Evaluated {
  run: Check;
  props: Props;
  items: Items;
  /** Compiled to the end: false while a `$ref` cycle leads back into it. */
  done: boolean;
}

/** The values of a tracked node's variables after its last run (read at once by the caller). */
export const last: { props: unknown; items: unknown } = { props: undefined, items: undefined };

/** The value `props` or `items` stands for on a call, read from the frame that holds it. */
export function valueIn(evaluated: Props | Items, frame: Frame): unknown {
  if (evaluated instanceof Slot) return frame[evaluated.index];
  if (evaluated instanceof StaticProps) return evaluated.object;
  return evaluated;
}

/** A call of `child` from a node: the child's variables copied into this frame's own. */
export interface ChildCall {
  readonly call: Step;
  /** What the child evaluated, in this frame's terms. */
  readonly evaluated: Evaluated;
  /** `true` when the child's variables are read on the call (Ajv's "Name"). */
  readonly dynamic: boolean;
}

/**
 * `child` called from the node of `state`. A child still being compiled (a `$ref` cycle) is
 * read on the call, as Ajv reads a function's `evaluated` it does not know yet.
 */
export function callChild(state: Evaluation, child: TrackedNode): ChildCall {
  const propsSlot = !child.done || child.props instanceof Slot ? newSlot(state) : undefined;
  const itemsSlot = !child.done || child.items instanceof Slot ? newSlot(state) : undefined;
  const call: Step = (data, frame) => {
    const ok = child.run(data);
    if (propsSlot !== undefined) frame[propsSlot.index] = last.props;
    if (itemsSlot !== undefined) frame[itemsSlot.index] = last.items;
    return ok;
  };
  return {
    call,
    evaluated: { props: propsSlot ?? child.props, items: itemsSlot ?? child.items },
    dynamic: !child.done,
  };
}

/** Ajv's `mergeEvaluated` of a child call. */
export function mergeCall(state: Evaluation, child: ChildCall, toName: boolean): Op[] {
  const { props, items } = child.evaluated;
  return mergeEvaluated(state, child.evaluated, toName, {
    ...(props instanceof Slot ? { props } : {}),
    ...(items instanceof Slot ? { items } : {}),
  });
}

/** Ajv's `mergeValidEvaluated`: merged on a passing call, unless all is evaluated already. */
export function mergeValid(state: Evaluation, child: ChildCall): Op[] | undefined {
  if (state.props === true && state.items === true) return undefined;
  return mergeCall(state, child, true);
}

/** A step that runs `ops` and passes. */
export function opsStep(ops: readonly Op[]): Step | undefined {
  if (ops.length === 0) return undefined;
  return (_data, frame) => {
    for (const op of ops) op(frame);
    return true;
  };
}
