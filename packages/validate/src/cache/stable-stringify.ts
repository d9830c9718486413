import { holeyArrayLimit, isHoleyArray } from "@tool-input/json";
import { measureInput } from "../input/measure-input.js";
import { jsonView } from "./json-view.js";

/** What `stableStringify` throws for a value that refers to itself (a cycle of objects). */
export class CycleError extends TypeError {
  constructor() {
    super("[validate] the schema contains a cycle");
    this.name = "CycleError";
  }
}

/**
 * What `stableStringify` throws for an array longer than `holeyArrayLimit` with holes: its text
 * would hold a `null` per hole, 2^32 − 1 of them for a sparse array built in memory.
 */
export class HoleyArrayError extends RangeError {
  constructor(readonly length: number) {
    super(`[validate] the schema holds an array of length ${length} with holes`);
    this.name = "HoleyArrayError";
  }
}

/**
 * What `stableStringify` throws once it has written `writtenValuesLimit` values: an object or
 * array shared at many places is written at each, so one built in memory can hold far more
 * values written out than it holds (2^40 from 40 levels of a child shared by two keys).
 */
export class WrittenOutError extends RangeError {
  constructor() {
    super(`[validate] the schema holds more than ${writtenValuesLimit} values written out`);
    this.name = "WrittenOutError";
  }
}

/** The most values `stableStringify` writes: twice the largest array it reads (`holeyArrayLimit`). */
export const writtenValuesLimit: number = 2 * holeyArrayLimit;

interface Writing {
  readonly root: unknown;
  /** Whether object keys are written sorted (`stableStringify`) or in their own order (`guardedStringify`). */
  readonly sorted: boolean;
  readonly ancestors: Set<object>;
  /** Every container met so far: one met again is shared (JSON text never shares). */
  readonly seen: Set<object>;
  /** Whether the value was measured, on its first shared container. */
  measured: boolean;
  /** Values still to be written before `WrittenOutError`. */
  left: number;
}

/**
 * JSON text of `value` with object keys sorted, so equal schemas get equal text whatever their
 * key order. Each value is read as `JSON.stringify` reads it (through its `toJSON`), and values
 * JSON cannot hold are dropped as it drops them; throws a
 * `CycleError` on a cycle (a schema that refers to itself by object identity is not JSON), a
 * `HoleyArrayError` on a long array with holes, a `WrittenOutError` past `writtenValuesLimit`
 * values, and passes on whatever reading the value throws (a getter, a Proxy trap, a stack
 * overflow).
 */
export function stableStringify(value: unknown): string {
  return writeRoot(value, true);
}

/**
 * The text `JSON.stringify` writes for `value` (its keys in their own order), read under the
 * bounds of `stableStringify` and throwing what it throws, so a value that reads differently
 * the second time (a getter, a Proxy) cannot make the reading run away.
 */
export function guardedStringify(value: unknown): string {
  return writeRoot(value, false);
}

function writeRoot(value: unknown, sorted: boolean): string {
  const writing: Writing = {
    root: value,
    sorted,
    ancestors: new Set(),
    seen: new Set(),
    measured: false,
    left: writtenValuesLimit,
  };
  return write(value, "", writing) ?? "null";
}

function write(found: unknown, key: string, writing: Writing): string | undefined {
  if (--writing.left < 0) throw new WrittenOutError();
  const value = jsonView(found, key);
  if (value === null || typeof value !== "object") {
    // Primitives, functions and undefined: exactly what JSON.stringify does with them.
    return JSON.stringify(value) as string | undefined;
  }
  const { ancestors, seen } = writing;
  if (ancestors.has(value)) throw new CycleError();
  if (!seen.has(value)) seen.add(value);
  else if (!writing.measured) refuseInflated(writing);
  ancestors.add(value);
  let text: string;
  if (Array.isArray(value)) {
    if (isHoleyArray(value)) throw new HoleyArrayError(value.length);
    const parts: string[] = [];
    for (let i = 0; i < value.length; i++) {
      parts.push(write(value[i], String(i), writing) ?? "null");
    }
    text = `[${parts.join(",")}]`;
  } else {
    const parts: string[] = [];
    const names = Object.keys(value);
    if (writing.sorted) names.sort();
    for (const name of names) {
      const item = write((value as Record<string, unknown>)[name], name, writing);
      if (item !== undefined) parts.push(`${JSON.stringify(name)}:${item}`);
    }
    text = `{${parts.join(",")}}`;
  }
  ancestors.delete(value);
  return text;
}

/**
 * On the first shared container, measures the whole value once (linear in what it holds) and
 * throws a `WrittenOutError` at once where writing it out would pass the limit, rather than
 * writing up to the limit first.
 */
function refuseInflated(writing: Writing): void {
  writing.measured = true;
  const measure = measureInput(writing.root, writtenValuesLimit);
  // A cycle or a schema too deep to measure is refused as the writing meets it.
  if (measure.cycle || measure.deeperThan !== undefined) return;
  if (measure.values > writtenValuesLimit) throw new WrittenOutError();
}
