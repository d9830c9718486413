import { defineOwn } from "@tool-input/json";

/**
 * Whether `node` has a prototype other than `Object.prototype`, `Array.prototype` or `null`: a
 * class instance, a `Date`, an object made by `Object.create(proto)`, whose inherited properties
 * no transport sends (docs/pipeline.md, "Property names an object inherits").
 */
export function hasOtherPrototype(node: object): boolean {
  const proto: unknown = Object.getPrototypeOf(node);
  return proto !== Object.prototype && proto !== Array.prototype && proto !== null;
}

/**
 * Whether an object or array in `input` has another prototype (`hasOtherPrototype`): one pass
 * over its own enumerable entries, each container once (a cycle or a shared child too), with no
 * recursion; a sparse array costs its entries. What cannot be read (a getter or Proxy trap that
 * throws) is passed over: the schema's check decides on it, as it does on a plain input.
 */
export function holdsOtherPrototype(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const seen = new Set<object>();
  const stack: object[] = [input];
  while (stack.length > 0) {
    const node = stack.pop() as object;
    if (seen.has(node)) continue;
    seen.add(node);
    if (readably(() => hasOtherPrototype(node), false)) return true;
    for (const child of readably(() => Object.values(node), undefined) ?? readableValues(node)) {
      if (typeof child === "object" && child !== null) stack.push(child);
    }
  }
  return false;
}

/** The values of `node`'s own enumerable keys that read without throwing. */
function readableValues(node: object): unknown[] {
  const values: unknown[] = [];
  for (const key of readably(() => Object.keys(node), [])) {
    readably(() => values.push((node as Record<string, unknown>)[key]), 0);
  }
  return values;
}

function readably<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

/**
 * `input` as a transport sends it: `input` itself when nothing in it has another prototype
 * (`holdsOtherPrototype`), else a copy of it whose every object and array holds its own enumerable
 * entries only, an object of another prototype made plain (prototype `Object.prototype`), holes,
 * shared children and cycles kept as they are. The checks read this copy, so an inherited
 * property is never taken for a sent one (docs/pipeline.md, "Property names an object inherits").
 */
export function ownPropertiesView(input: unknown): unknown {
  if (!holdsOtherPrototype(input)) return input;
  const copies = new Map<object, object>();
  const pending: object[] = [];
  const copyOf = (node: object): object => {
    let copy = copies.get(node);
    if (copy === undefined) {
      if (Array.isArray(node)) {
        const array: unknown[] = [];
        array.length = node.length;
        copy = array;
      } else {
        copy = Object.getPrototypeOf(node) === null ? Object.create(null) : {};
      }
      copies.set(node, copy as object);
      pending.push(node);
    }
    return copy as object;
  };
  const root = copyOf(input as object);
  while (pending.length > 0) {
    const node = pending.pop() as Record<string, unknown>;
    const copy = copies.get(node) as object;
    for (const key of Object.keys(node)) {
      const value = node[key];
      defineOwn(copy, key, typeof value === "object" && value !== null ? copyOf(value) : value);
    }
  }
  return root;
}
