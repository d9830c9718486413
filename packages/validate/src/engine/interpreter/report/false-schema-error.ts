import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { falseSchemaMessage } from "./ajv-message.js";

/** Ajv's error for a value checked against the schema `false`. */
export function falseSchemaError(call: NodeCall): AjvErrorLike {
  return {
    instancePath: call.instancePath,
    schemaPath: `${call.path}/false schema`,
    keyword: "false schema",
    params: {},
    message: falseSchemaMessage,
    schema: false,
    parentSchema: false,
    data: call.data,
  };
}
