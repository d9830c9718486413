import { refuseHoleyArray } from "../../../../../input/holey-array.js";
import { re2Pattern } from "../../../../regex/pattern-matcher.js";
import { reading } from "../../../../regex/reading-reg-exp.js";
import { alwaysValid } from "../ajv-schema-facts.js";
import { containsLimits } from "../array-checks.js";
import { type Check, fail, pass, type Subschema } from "../check.js";
import {
  own,
  type SchemaNode,
  schemaList,
  schemaMapValue,
  schemaNames,
} from "../keyword-values.js";
import {
  type Evaluation,
  mergeItems,
  mergeProps,
  newSlot,
  type Op,
  Slot,
  StaticProps,
} from "./evaluated.js";
import { opsStep, type Step } from "./tracked-call.js";

// The object and array keywords that say what was evaluated, and `unevaluated*` itself, as
// Ajv's generated code runs them (ajv/lib/vocabularies/applicator, unevaluated/): what counts
// as evaluated is Ajv's, quirks included (docs/pipeline.md, "Engines").

const keysOf = (object: object, ownOnly: boolean): string[] => {
  if (ownOnly) return Object.keys(object);
  const keys: string[] = [];
  for (const key in object) keys.push(key);
  return keys;
};

/** `properties` counts its names (but `__proto__`) as evaluated, whatever the value holds. */
export function propertiesOps(state: Evaluation, node: SchemaNode): Op[] {
  const map = schemaMapValue(node, "properties");
  const names = map === undefined ? [] : schemaNames(map);
  if (names.length === 0 || state.props === true) return [];
  return mergeProps(state, new StaticProps(names), false);
}

/**
 * `patternProperties`: each matching key is marked evaluated in a variable, as it is checked;
 * a pattern whose last checked key fails ends the keyword.
 */
export function patternStep(
  state: Evaluation,
  node: SchemaNode,
  subschema: Subschema,
  ownOnly: boolean,
): Step | undefined {
  const map = schemaMapValue(node, "patternProperties");
  const patterns = (map === undefined ? [] : schemaNames(map)).map((pattern) => ({
    regex: reading(re2Pattern(pattern)),
    always: alwaysValid((map as SchemaNode)[pattern]),
    check: subschema((map as SchemaNode)[pattern]),
  }));
  if (patterns.length === 0) return undefined;
  let start: Op | undefined;
  if (state.props !== true && !(state.props instanceof Slot)) {
    const before = state.props;
    const slot = newSlot(state);
    start = (frame) => {
      const object: Record<string, unknown> = {};
      if (before instanceof StaticProps) Object.assign(object, before.object);
      frame[slot.index] = object;
    };
    state.props = slot;
  }
  const props = state.props;
  return (data, frame) => {
    start?.(frame);
    const object = data as Record<string, unknown>;
    let failed = false;
    for (const { regex, always, check } of patterns) {
      let valid = true;
      for (const key of keysOf(object, ownOnly)) {
        if (!regex.test(key)) continue;
        if (!always) {
          valid = check(object[key]);
          if (!valid) failed = true;
        }
        if (props instanceof Slot) markEvaluated(frame[props.index], key);
        else if (!valid) break;
      }
      if (!valid) break;
    }
    return !failed;
  };
}

// As Ajv's `props[key] = true` in its sloppy-mode code: a primitive ignores it, `undefined` throws.
function markEvaluated(props: unknown, key: string): void {
  if (typeof props === "object" && props !== null) (props as Record<string, unknown>)[key] = true;
  else if (props === undefined || props === null) {
    throw new TypeError(`Cannot set properties of ${props} (setting '${key}')`);
  }
}

/** `unevaluatedProperties`: each key not evaluated is checked against its schema. */
export function unevaluatedPropertiesStep(
  state: Evaluation,
  node: SchemaNode,
  subschema: Subschema,
  ownOnly: boolean,
): Step | undefined {
  const schema = own(node, "unevaluatedProperties");
  if (schema === undefined) return undefined;
  const props = state.props;
  state.props = true;
  if (props === true) return undefined;
  const check: Check = schema === false ? fail : alwaysValid(schema) ? pass : subschema(schema);
  if (check === pass) return undefined;
  return (data, frame) => {
    const object = data as Record<string, unknown>;
    const evaluated = props instanceof Slot ? frame[props.index] : undefined;
    if (evaluated === true) return true;
    for (const key of keysOf(object, ownOnly)) {
      // A variable is a plain object: an inherited name (`toString`) reads as evaluated.
      const done =
        props instanceof Slot
          ? Boolean(evaluated) && Boolean((evaluated as Record<string, unknown>)[key])
          : props?.set.has(key) === true;
      if (!done && !check(object[key])) return false;
    }
    return true;
  };
}

/** What the array keywords count as evaluated: a tuple's length, or every item. */
export function itemsOps(state: Evaluation, node: SchemaNode): Op[] {
  const ops: Op[] = [];
  const items = own(node, "items");
  const tuple = schemaList(node, "prefixItems") ?? (Array.isArray(items) ? items : undefined);
  // draft 2019-09: `additionalItems` beside a list of `items` evaluates every item.
  if (Array.isArray(items) && own(node, "additionalItems") !== undefined) state.items = true;
  if (tuple !== undefined && tuple.length > 0 && state.items !== true) {
    ops.push(...mergeItems(state, tuple.length, false));
  }
  if (items !== undefined && !Array.isArray(items)) state.items = true;
  const contains = own(node, "contains");
  if (contains !== undefined && containsLimits(node) !== undefined && !alwaysValid(contains)) {
    state.items = true; // as Ajv does, whichever items matched
  }
  return ops;
}

/** `unevaluatedItems`: the items past the count evaluated, compared as Ajv compares them. */
export function unevaluatedItemsStep(
  state: Evaluation,
  node: SchemaNode,
  subschema: Subschema,
): Step | undefined {
  const schema = own(node, "unevaluatedItems");
  if (schema === undefined) return undefined;
  const items = state.items ?? 0;
  state.items = true;
  if (items === true) return undefined;
  const always = schema !== false && alwaysValid(schema);
  const check = schema === false || always ? fail : subschema(schema);
  return (data, frame) => {
    const array = data as unknown[];
    const length = array.length;
    // A variable may hold `undefined` or `true`: compared with `>` and `<=` all the same.
    const count = (items instanceof Slot ? frame[items.index] : items) as number;
    if (schema === false) return !(length > count);
    if (always) return true;
    let valid = length <= count;
    if (!valid) {
      refuseHoleyArray(array);
      for (let i = count; i < length; i++) {
        valid = check(array[i]);
        if (!valid) break;
      }
    }
    return valid;
  };
}

export { opsStep };
