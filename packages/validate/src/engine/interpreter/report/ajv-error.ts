import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { ajvMessage } from "./ajv-message.js";

/** An Ajv error for `keyword` of the call's node, with Ajv's message and the fields its `verbose` adds. */
export function ajvError(
  call: NodeCall,
  keyword: string,
  params: Record<string, unknown>,
  schemaKeyword: string = keyword,
): AjvErrorLike {
  const source = call.source;
  const message = ajvMessage(keyword, params);
  return {
    instancePath: call.instancePath,
    schemaPath: `${call.path}/${schemaKeyword}`,
    keyword,
    params,
    ...(message === undefined ? {} : { message }),
    schema: source?.[schemaKeyword],
    parentSchema: source,
    data: call.data,
  };
}
