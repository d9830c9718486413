import type { OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import { duplicatePair } from "../../ajv/linear-keywords.js";
import { isMultipleOf } from "../check/closure/number-checks.js";
import { formatPasses, patternPasses, readToken } from "../check/format-hook.js";
import { failedFormatLimits } from "../check/format-limits.js";
import type { NodeCall } from "../node-call.js";
import { ajvError } from "./ajv-error.js";

const comparisons: Readonly<Record<string, string>> = {
  minimum: ">=",
  maximum: "<=",
  exclusiveMinimum: ">",
  exclusiveMaximum: "<",
};

const limits = new Set([
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "minProperties",
  "maxProperties",
]);

function has(data: unknown, key: string): boolean {
  return typeof data === "object" && data !== null && Object.hasOwn(data, key);
}

/**
 * The Ajv errors for one @cfworker/json-schema unit of a keyword without subschemas; `more`
 * consumes the units of the same keyword that follow (a `required` reports each missing key).
 */
export function leafErrors(call: NodeCall, unit: OutputUnit, more: () => number): AjvErrorLike[] {
  const source = call.source ?? {};
  const keyword = unit.keyword;
  const data = call.data;
  if (keyword === "type") {
    // Ajv widens a list of types for `nullable: true` in place (compile/validate/dataType.ts), so
    // its error names `null` too; a single type it widens in a list of its own.
    const type = Array.isArray(source.type)
      ? (call.node as Record<string, unknown>).type
      : source.type;
    return [{ ...ajvError(call, "type", { type }), schema: type }];
  }
  if (keyword === "const") return [ajvError(call, "const", { allowedValue: source.const })];
  if (keyword === "enum") return [ajvError(call, "enum", { allowedValues: source.enum })];
  if (keyword === "not") return [ajvError(call, "not", {})];
  if (keyword === "multipleOf") {
    // @cfworker/json-schema's arithmetic is exact: a value within Ajv's tolerance is no error.
    const step = source.multipleOf;
    if (typeof data === "number" && typeof step === "number" && isMultipleOf(data, step)) return [];
    return [ajvError(call, "multipleOf", { multipleOf: step })];
  }
  if (limits.has(keyword)) return [ajvError(call, keyword, { limit: source[keyword] })];
  const comparison = comparisons[keyword];
  if (comparison !== undefined) {
    return [ajvError(call, keyword, { comparison, limit: source[keyword] })];
  }
  if (keyword === "required") {
    more();
    const required = Array.isArray(source.required) ? (source.required as unknown[]) : [];
    return required
      .filter((key): key is string => typeof key === "string" && !has(data, key))
      .map((missingProperty) => ajvError(call, "required", { missingProperty }));
  }
  if (keyword === "dependentRequired" || keyword === "dependencies") {
    more();
    return dependencyErrors(call, keyword);
  }
  if (keyword === "contains" || keyword === "minContains" || keyword === "maxContains") {
    return [containsError(call)];
  }
  if (keyword === "uniqueItems") {
    // The Ajv engine's own pair (its linear `uniqueItems`), so both name the same items.
    const pair = duplicatePair(Array.isArray(data) ? data : []) ?? { i: 0, j: 0 };
    return [ajvError(call, "uniqueItems", { i: pair.i, j: pair.j })];
  }
  if (keyword === "format") return valueErrors(call, source);
  return [{ ...ajvError(call, keyword, {}), message: unit.error }];
}

/** Ajv's `contains` error of the call's node. */
export function containsError(call: NodeCall): AjvErrorLike {
  // Read from the prepared node, which has neither where the dialect lacks them (draft-07).
  const prepared = call.node as Record<string, unknown>;
  const params: Record<string, unknown> = { minContains: prepared.minContains ?? 1 };
  if (prepared.maxContains !== undefined) params.maxContains = prepared.maxContains;
  return ajvError(call, "contains", params);
}

/** A `pattern` and string `format` checked together through the format token. */
function valueErrors(call: NodeCall, source: Record<string, unknown>): AjvErrorLike[] {
  const token = readToken((call.node as Record<string, unknown>).format);
  const value = call.data;
  if (token === undefined || typeof value !== "string") return [];
  const [pattern, format, limits] = token;
  const errors: AjvErrorLike[] = [];
  if (pattern !== null && !patternPasses(pattern, value)) {
    errors.push(ajvError(call, "pattern", { pattern: source.pattern }));
  }
  if (format !== null && !formatPasses(format, value)) {
    errors.push(ajvError(call, "format", { format }));
  }
  if (format !== null) {
    // ajv-formats' formatLimit keywords run after the string keywords, in their own order.
    for (const { keyword, comparison, limit } of failedFormatLimits(format, limits, value)) {
      errors.push(ajvError(call, keyword, { comparison, limit }));
    }
  }
  return errors;
}

function dependencyErrors(call: NodeCall, keyword: string): AjvErrorLike[] {
  const map = call.source?.[keyword];
  if (typeof map !== "object" || map === null) return [];
  const errors: AjvErrorLike[] = [];
  for (const [property, deps] of Object.entries(map)) {
    if (!Array.isArray(deps) || !has(call.data, property)) continue;
    if (keyword === "dependencies" && property === "__proto__") continue; // Ajv skips it
    for (const missingProperty of deps) {
      if (typeof missingProperty !== "string" || has(call.data, missingProperty)) continue;
      const params = { property, missingProperty, depsCount: deps.length, deps: deps.join(", ") };
      errors.push(ajvError(call, keyword, params));
    }
  }
  return errors;
}
