import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";

/** An Ajv error for `keyword` of the call's node, with the fields Ajv's `verbose` adds. */
export function ajvError(
  call: NodeCall,
  keyword: string,
  params: Record<string, unknown>,
  schemaKeyword: string = keyword,
): AjvErrorLike {
  const source = call.source;
  return {
    instancePath: call.instancePath,
    schemaPath: `${call.path}/${schemaKeyword}`,
    keyword,
    params,
    schema: source?.[schemaKeyword],
    parentSchema: source,
    data: call.data,
  };
}
