import type { OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import { ajvError } from "./ajv-error.js";
import { containsError } from "./leaf-errors.js";

/**
 * The errors of a `minItems` or `maxItems` unit of a node whose `contains` the copy checks as a
 * length (prepare/contains-as-ajv.ts): the node's own limit where the array breaks it, and the
 * `contains` error where the array breaks that one's (once: from the `minItems` unit when it
 * has too few items, else from the `maxItems` unit).
 */
export function containsLengthErrors(call: NodeCall, unit: OutputUnit): AjvErrorLike[] {
  const source = call.source ?? {};
  const node = call.node as Record<string, unknown>;
  const length = (call.data as unknown[]).length;
  const min = typeof node.minContains === "number" ? node.minContains : 1;
  const max = typeof node.maxContains === "number" ? node.maxContains : Number.POSITIVE_INFINITY;
  const keyword = unit.keyword;
  const own = source[keyword];
  const errors: AjvErrorLike[] = [];
  if (typeof own === "number" && (keyword === "minItems" ? length < own : length > own)) {
    errors.push(ajvError(call, keyword, { limit: own }));
  }
  if (keyword === "minItems" ? length < min : length >= min && length > max) {
    errors.push(containsError(call));
  }
  return errors;
}
