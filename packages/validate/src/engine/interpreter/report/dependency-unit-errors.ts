import { encodePointer, type OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { schemaSegment } from "../prepare/schema-positions.js";
import { leafErrors } from "./leaf-errors.js";
import type { Child } from "./member-units.js";
import type { OutputCursor } from "./output-cursor.js";
import { decodeToken } from "./pointer-token.js";

/**
 * The errors of a `dependentSchemas` or `dependencies` unit: the errors of the subschema whose
 * units follow it, or, for the array form of `dependencies`, the missing property.
 */
export function dependencyUnitErrors(
  cursor: OutputCursor,
  call: NodeCall,
  unit: OutputUnit,
  child: Child,
): AjvErrorLike[] {
  const next = cursor.peek();
  const rest = next?.keywordLocation.startsWith(`${unit.keywordLocation}/`)
    ? next.keywordLocation.slice(unit.keywordLocation.length + 1)
    : undefined;
  // An array form of `dependencies`: a missing property, read back as Ajv reports it.
  if (rest === undefined) return leafErrors(call, unit, cursor.sameKeyword(unit));
  const key = decodeToken(rest.split("/")[0] ?? "");
  const map = (call.node as Record<string, unknown>)[unit.keyword] as Record<string, unknown>;
  const errors = child(
    map[key],
    `${unit.keywordLocation}/${encodePointer(key)}`,
    `${call.path}/${unit.keyword}/${schemaSegment(key)}`,
  );
  // Ajv's `dependencies` skips an entry named `__proto__` (its `dependentSchemas` does not).
  return unit.keyword === "dependencies" && key === "__proto__" ? [] : errors;
}
