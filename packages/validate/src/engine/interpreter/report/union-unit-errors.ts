import type { OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { ajvError } from "./ajv-error.js";
import type { Child, Cursor } from "./member-units.js";

/**
 * The errors of an `anyOf`, `oneOf` or `allOf` unit: each failed branch's errors (its units
 * follow the union's), then, for `anyOf` and `oneOf`, the union's own error, as Ajv orders them.
 */
export function unionUnitErrors(
  cursor: Cursor,
  call: NodeCall,
  unit: OutputUnit,
  child: Child,
): AjvErrorLike[] {
  const keyword = unit.keyword as "anyOf" | "oneOf" | "allOf";
  const branches = ((call.node as Record<string, unknown>)[keyword] as unknown[]) ?? [];
  const failed = new Set<number>();
  const errors: AjvErrorLike[] = [];
  let last = -1;
  for (let next = cursor.peek(); next !== undefined; next = cursor.peek()) {
    let index: number;
    if (next.keyword === "false") {
      index = branches.findIndex((branch, i) => i > last && branch === false);
    } else if (next.keywordLocation.startsWith(`${unit.keywordLocation}/`)) {
      index = Number(next.keywordLocation.slice(unit.keywordLocation.length + 1).split("/")[0]);
    } else {
      break;
    }
    if (!(index > last) || index >= branches.length) break;
    last = index;
    failed.add(index);
    errors.push(
      ...child(
        branches[index],
        `${unit.keywordLocation}/${index}`,
        `${call.path}/${keyword}/${index}`,
      ),
    );
  }
  if (keyword !== "allOf") {
    const passing = branches.map((_, i) => i).filter((i) => !failed.has(i));
    const params =
      keyword === "anyOf" ? {} : { passingSchemas: passing.length === 0 ? null : passing };
    errors.push(ajvError(call, keyword, params));
  }
  return errors;
}
