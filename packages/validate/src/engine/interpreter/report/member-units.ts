import { encodePointer, type OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { schemaSegment } from "../prepare/schema-positions.js";
import { ajvError } from "./ajv-error.js";
import { decodeToken } from "./pointer-token.js";

/** One step from a call's value to a member: its key or index, and the member's value. */
export interface Step {
  readonly key: string | number;
  readonly data: unknown;
}

/** Reads the call of `subschema` on the current value, or on the member `step` names. */
export type Child = (subschema: unknown, kl: string, path: string, step?: Step) => AjvErrorLike[];

/** Where the output reader stands, and how to read one more call. */
export interface Cursor {
  /** The next unit, not consumed. */
  peek(): OutputUnit | undefined;
  /** Consumes `count` units. */
  skip(count: number): void;
  /** Reads the units of one call (the reader's own `#call`). */
  call(at: Omit<NodeCall, "source" | "reachedByRef">): AjvErrorLike[];
}

/** The key of the object member the next unit is about (its instance location's next token). */
function nextKey(cursor: Cursor, call: NodeCall): string {
  const next = cursor.peek();
  const rest = next?.instanceLocation.slice(call.instanceLocation.length + 1) ?? "";
  return decodeToken(rest.split("/")[0] ?? "");
}

/** The errors of one unit of `properties`, `patternProperties`, `propertyNames`, `additionalProperties` or `unevaluatedProperties` (one member each). */
export function propertyUnitErrors(
  cursor: Cursor,
  call: NodeCall,
  unit: OutputUnit,
  child: Child,
  /** Whether Ajv counts the property evaluated whatever its value (statically-evaluated.ts). */
  evaluatedByAjv: (key: string) => boolean,
): AjvErrorLike[] {
  const node = call.node as Record<string, unknown>;
  const keyword = unit.keyword;
  const key = nextKey(cursor, call);
  const data = (call.data as Record<string, unknown>)[key];
  const path = `${call.path}/${keyword}`;
  if (keyword === "properties") {
    const map = node.properties as Record<string, unknown>;
    const errors = child(
      map[key],
      `${unit.keywordLocation}/${encodePointer(key)}`,
      `${path}/${schemaSegment(key)}`,
      { key, data },
    );
    // Ajv leaves a `__proto__` entry out: the declared property is checked, and reported,
    // through the `^__proto__$` pattern that stands for it (docs/pipeline.md, "Engines").
    return key === "__proto__" ? [] : errors;
  }
  if (keyword === "patternProperties") {
    const map = node.patternProperties as Record<string, unknown>;
    const next = cursor.peek();
    let pattern: string | undefined;
    if (next !== undefined && next.keyword !== "false") {
      pattern = decodeToken(
        next.keywordLocation.slice(unit.keywordLocation.length + 1).split("/")[0] ?? "",
      );
    } else {
      pattern = Object.keys(map).find((p) => map[p] === false && new RegExp(p, "u").test(key));
    }
    const subschema = pattern === undefined ? false : map[pattern];
    return child(
      subschema,
      `${unit.keywordLocation}/${encodePointer(pattern ?? "")}`,
      `${path}/${schemaSegment(pattern ?? "")}`,
      { key, data },
    );
  }
  if (keyword === "propertyNames") {
    const inner = cursor.call({
      node: node.propertyNames as NodeCall["node"],
      path,
      kl: unit.keywordLocation,
      instanceLocation: `${call.instanceLocation}/${encodePointer(key)}`,
      instancePath: call.instancePath,
      data: key,
    });
    return [
      ...inner.map((error) => ({ ...error, propertyName: key })),
      ajvError(call, "propertyNames", { propertyName: key }),
    ];
  }
  // additionalProperties, unevaluatedProperties
  const subschema = node[keyword];
  if (keyword === "unevaluatedProperties" && evaluatedByAjv(key)) {
    // Not unevaluated for Ajv: the subschema's units are read, and left out.
    if (subschema === false) cursor.skip(1);
    else child(subschema, unit.keywordLocation, path, { key, data });
    return [];
  }
  if (subschema === false) {
    cursor.skip(1); // the subschema's `False boolean schema.`
    const name = keyword === "additionalProperties" ? "additionalProperty" : "unevaluatedProperty";
    return [ajvError(call, keyword, { [name]: key })];
  }
  return child(subschema, unit.keywordLocation, path, { key, data });
}

/** The errors of one unit of `items`, `prefixItems`, `additionalItems` or `unevaluatedItems` (one item each, or the whole array for `false`). */
export function itemUnitErrors(
  cursor: Cursor,
  call: NodeCall,
  unit: OutputUnit,
  child: Child,
): AjvErrorLike[] {
  const node = call.node as Record<string, unknown>;
  const keyword = unit.keyword;
  const index = Number(nextKey(cursor, call));
  const data = (call.data as unknown[])[index];
  const subschema = node[keyword];
  const path = `${call.path}/${keyword}`;
  if (Array.isArray(subschema)) {
    return child(subschema[index], `${unit.keywordLocation}/${index}`, `${path}/${index}`, {
      key: index,
      data,
    });
  }
  // `items: false` without a tuple is checked item by item, as any `items` subschema.
  if (subschema !== false || (keyword === "items" && !Array.isArray(node.prefixItems))) {
    return child(subschema, unit.keywordLocation, path, { key: index, data });
  }
  // `items: false` after a tuple, `additionalItems: false`, `unevaluatedItems: false`: Ajv
  // reports the array once, however many items are too many (cfworker reports each).
  cursor.skip(1);
  for (
    let next = cursor.peek();
    next?.keyword === keyword && next.keywordLocation === unit.keywordLocation;
    next = cursor.peek()
  ) {
    cursor.skip(2);
  }
  const tuple = keyword === "additionalItems" ? node.items : node.prefixItems;
  const limit = Array.isArray(tuple) ? tuple.length : 0;
  return [ajvError(call, keyword, { limit })];
}
