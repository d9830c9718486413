import type { OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { ajvError } from "./ajv-error.js";
import type { Child, Cursor } from "./member-units.js";

/**
 * The errors of an `anyOf`, `oneOf` or `allOf` unit: each failed branch's errors (its units
 * follow the union's), then, for `anyOf` and `oneOf`, the union's own error, as Ajv orders them
 * and runs them.
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
  const errorsOf: { index: number; errors: AjvErrorLike[] }[] = [];
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
    const branchErrors = child(
      branches[index],
      `${unit.keywordLocation}/${index}`,
      `${call.path}/${keyword}/${index}`,
    );
    errorsOf.push({ index, errors: branchErrors });
  }
  if (keyword === "allOf") return errorsOf.flatMap((branch) => branch.errors);
  let passing = branches.map((_, i) => i).filter((i) => !failed.has(i));
  let errors = errorsOf;
  // Ajv's `oneOf` runs no branch after the second that passes (its generated code nests each
  // next branch under the previous one's `else`): neither their errors nor their passing count.
  const second = keyword === "oneOf" ? passing[1] : undefined;
  if (second !== undefined) {
    passing = passing.slice(0, 2);
    errors = errorsOf.filter((branch) => branch.index < second);
  }
  const params =
    keyword === "anyOf" ? {} : { passingSchemas: passing.length === 0 ? null : passing };
  return [...errors.flatMap((branch) => branch.errors), ajvError(call, keyword, params)];
}
