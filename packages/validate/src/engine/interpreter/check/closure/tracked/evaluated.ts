// What a subschema evaluated, for `unevaluatedProperties` and `unevaluatedItems`, held as Ajv's
// generated code holds it (ajv/lib/compile/util.ts, `mergeEvaluated`): at compile time nothing,
// all, a static set of names (or a count of items), or a variable (a `Slot` of the node's frame)
// whose value is only known on a call. Ajv's variables hold plain objects, so an inherited name
// (`toString`) reads as evaluated from a variable and not from a static set; the closures keep
// that, so the verdict is the Ajv engine's (docs/pipeline.md, "Engines").

/** A variable of a node's frame. */
export class Slot {
  constructor(readonly index: number) {}
}

/** Property names evaluated whatever the value, and the one object Ajv keeps for them. */
export class StaticProps {
  readonly set: ReadonlySet<string>;
  readonly object: Record<string, true> = {};
  constructor(readonly names: readonly string[]) {
    this.set = new Set(names);
    for (const name of names) this.object[name] = true;
  }
}

export type Props = undefined | true | StaticProps | Slot;
export type Items = undefined | true | number | Slot;
/** A variable's runtime value: `true`, a plain object of names, or a count. */
export type Frame = unknown[];
export type Op = (frame: Frame) => void;

/** The compile-time state of one node's evaluation, and the variables it allocates. */
export interface Evaluation {
  props: Props;
  items: Items;
  slots: number;
}

export function newSlot(state: Evaluation): Slot {
  return new Slot(state.slots++);
}

function setNames(target: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) target[name] = true;
}

/** Ajv's `mergeEvaluated.props`: `from` merged into the state; the runtime work, if any. */
export function mergeProps(state: Evaluation, from: Props, toName: boolean): Op[] {
  const to = state.props;
  const ops: Op[] = [];
  let result: Props;
  if (to === undefined) result = from;
  else if (to instanceof Slot) {
    ops.push(from instanceof Slot ? propsNames(from, to) : propsToName(from, to));
    result = to;
  } else if (from instanceof Slot) {
    ops.push(propsToName(to, from));
    result = from;
  } else {
    result =
      from === true || to === true
        ? true
        : new StaticProps([...(from as StaticProps).names, ...to.names]);
  }
  if (toName && !(result instanceof Slot)) {
    const slot = newSlot(state);
    const value = result;
    ops.push((frame) => {
      if (value === true) frame[slot.index] = true;
      else {
        const object: Record<string, unknown> = {};
        if (value !== undefined) setNames(object, value.names);
        frame[slot.index] = object;
      }
    });
    result = slot;
  }
  state.props = result;
  return ops;
}

function propsNames(from: Slot, to: Slot): Op {
  return (frame) => {
    const target = frame[to.index];
    const source = frame[from.index];
    if (target === true || source === undefined) return;
    if (source === true) frame[to.index] = true;
    else {
      const object = (target || {}) as Record<string, unknown>;
      frame[to.index] = object;
      Object.assign(object, source);
    }
  };
}

function propsToName(from: Props, to: Slot): Op {
  return (frame) => {
    if (frame[to.index] === true) return;
    if (from === true) frame[to.index] = true;
    else {
      const object = (frame[to.index] || {}) as Record<string, unknown>;
      frame[to.index] = object;
      if (from instanceof StaticProps) setNames(object, from.names);
    }
  };
}

/** Ajv's `mergeEvaluated.items`, as `mergeProps`. */
export function mergeItems(state: Evaluation, from: Items, toName: boolean): Op[] {
  const to = state.items;
  const ops: Op[] = [];
  let result: Items;
  if (to === undefined) result = from;
  else if (to instanceof Slot) {
    ops.push(from instanceof Slot ? itemsNames(from, to) : itemsToName(from, to));
    result = to;
  } else if (from instanceof Slot) {
    ops.push(itemsToName(to, from));
    result = from;
  } else result = from === true || to === true ? true : Math.max(from as number, to);
  if (toName && !(result instanceof Slot)) {
    const slot = newSlot(state);
    const value = result;
    ops.push((frame) => {
      frame[slot.index] = value;
    });
    result = slot;
  }
  state.items = result;
  return ops;
}

// Ajv compares with `>` whatever the variable holds (`undefined`, `true`, a count).
const larger = (a: unknown, b: unknown): unknown => ((a as number) > (b as number) ? a : b);

function itemsNames(from: Slot, to: Slot): Op {
  return (frame) => {
    const target = frame[to.index];
    const source = frame[from.index];
    if (target === true || source === undefined) return;
    frame[to.index] = source === true ? true : larger(target, source);
  };
}

function itemsToName(from: Items, to: Slot): Op {
  return (frame) => {
    const target = frame[to.index];
    if (target === true) return;
    frame[to.index] = from === true ? true : larger(target, from);
  };
}

/** What a compiled subschema evaluated, at compile time (its frame's variables are its own). */
export interface Evaluated {
  readonly props: Props;
  readonly items: Items;
}

/**
 * Ajv's `KeywordCxt.mergeEvaluated`: a child's evaluation merged into the state. `read` gives
 * the child's variables' values after its call (a child's `Slot` becomes one of this frame).
 */
export function mergeEvaluated(
  state: Evaluation,
  child: Evaluated,
  toName: boolean,
  childSlots: { props?: Slot; items?: Slot },
): Op[] {
  const ops: Op[] = [];
  if (state.props !== true && child.props !== undefined) {
    const from = child.props instanceof Slot ? (childSlots.props as Slot) : child.props;
    ops.push(...mergeProps(state, from, toName));
  }
  if (state.items !== true && child.items !== undefined) {
    const from = child.items instanceof Slot ? (childSlots.items as Slot) : child.items;
    ops.push(...mergeItems(state, from, toName));
  }
  return ops;
}

/** Runs `ops` in order. */
export function runOps(ops: readonly Op[], frame: Frame): void {
  for (const op of ops) op(frame);
}
