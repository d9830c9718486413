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

/** Ajv's `makeMergeEvaluated`: how one kind of evaluation (props or items) merges. */
interface Merger<T> {
  /** Both held in variables: the runtime merge of `from`'s variable into `to`'s. */
  readonly names: (from: Slot, to: Slot) => Op;
  /** A compile-time value merged into `to`'s variable. */
  readonly toName: (from: T, to: Slot) => Op;
  /** Two compile-time values. */
  readonly values: (from: T, to: T) => T;
  /** A compile-time value written into a new variable. */
  readonly result: (value: T) => unknown;
}

function merge<T>(
  state: Evaluation,
  to: T | Slot,
  from: T | Slot,
  toName: boolean,
  merger: Merger<T>,
): { result: T | Slot; ops: Op[] } {
  const ops: Op[] = [];
  let result: T | Slot;
  if (to === undefined) result = from;
  else if (to instanceof Slot) {
    ops.push(from instanceof Slot ? merger.names(from, to) : merger.toName(from, to));
    result = to;
  } else if (from instanceof Slot) {
    ops.push(merger.toName(to, from));
    result = from;
  } else result = merger.values(from, to);
  if (toName && !(result instanceof Slot)) {
    const slot = newSlot(state);
    const value = merger.result(result);
    // A fresh object per call for props, as Ajv's `{}` is.
    ops.push((frame) => {
      frame[slot.index] = typeof value === "function" ? value() : value;
    });
    result = slot;
  }
  return { result, ops };
}

type StaticPropsValue = Exclude<Props, Slot>;

const propsMerger: Merger<StaticPropsValue> = {
  names: (from, to) => (frame) => {
    const target = frame[to.index];
    const source = frame[from.index];
    if (target === true || source === undefined) return;
    if (source === true) frame[to.index] = true;
    else {
      const object = (target || {}) as Record<string, unknown>;
      frame[to.index] = object;
      Object.assign(object, source);
    }
  },
  toName: (from, to) => (frame) => {
    if (frame[to.index] === true) return;
    if (from === true) frame[to.index] = true;
    else {
      const object = (frame[to.index] || {}) as Record<string, unknown>;
      frame[to.index] = object;
      if (from instanceof StaticProps) setNames(object, from.names);
    }
  },
  values: (from, to) =>
    from === true || to === true
      ? true
      : new StaticProps([...(from as StaticProps).names, ...(to as StaticProps).names]),
  result: (value) =>
    value === true
      ? true
      : () => {
          const object: Record<string, unknown> = {};
          if (value !== undefined) setNames(object, value.names);
          return object;
        },
};

// Ajv compares with `>` whatever the variable holds (`undefined`, `true`, a count).
const larger = (a: unknown, b: unknown): unknown => ((a as number) > (b as number) ? a : b);

type StaticItemsValue = Exclude<Items, Slot>;

const itemsMerger: Merger<StaticItemsValue> = {
  names: (from, to) => (frame) => {
    const target = frame[to.index];
    const source = frame[from.index];
    if (target === true || source === undefined) return;
    frame[to.index] = source === true ? true : larger(target, source);
  },
  toName: (from, to) => (frame) => {
    const target = frame[to.index];
    if (target === true) return;
    frame[to.index] = from === true ? true : larger(target, from);
  },
  values: (from, to) =>
    from === true || to === true ? true : Math.max(from as number, to as number),
  result: (value) => value,
};

/** Ajv's `mergeEvaluated.props`: `from` merged into the state; the runtime work, if any. */
export function mergeProps(state: Evaluation, from: Props, toName: boolean): Op[] {
  const { result, ops } = merge(state, state.props, from, toName, propsMerger);
  state.props = result;
  return ops;
}

/** Ajv's `mergeEvaluated.items`, as `mergeProps`. */
export function mergeItems(state: Evaluation, from: Items, toName: boolean): Op[] {
  const { result, ops } = merge(state, state.items, from, toName, itemsMerger);
  state.items = result;
  return ops;
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
