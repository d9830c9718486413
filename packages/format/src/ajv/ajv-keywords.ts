import {
  type Bound,
  boundSentence,
  formatSentence,
  type LengthUnit,
  lengthSentence,
  multipleOfSentence,
  patternSentence,
} from "../build/constraint-sentences.js";
import { describeShape } from "../build/describe-shape.js";
import { enumIssue } from "../build/enum-issue.js";
import { typeIssue } from "../build/type-issue.js";
import { typeList } from "../build/type-names.js";
import { code } from "../render/line-context.js";
import type { Issue, PathSegment } from "../types.js";
import type { AjvErrorContext } from "./ajv-error-like.js";

type Handler = (context: AjvErrorContext) => Issue[];

function param(context: AjvErrorContext, name: string): unknown {
  const params = context.error.params;
  return typeof params === "object" && params !== null ? params[name] : undefined;
}

function numberParam(context: AjvErrorContext, name: string): number {
  const value = param(context, name);
  return typeof value === "number" ? value : Number(value);
}

function other(path: readonly PathSegment[], message: string): Issue[] {
  return [{ kind: "other", path, message }];
}

function keyIssue(kind: "missing" | "unexpected", context: AjvErrorContext, name: string): Issue[] {
  const key = param(context, name);
  if (typeof key !== "string") return fallback(context);
  return [{ kind, path: [...context.path, key] }];
}

const bound =
  (name: Bound): Handler =>
  (context) =>
    other(context.path, boundSentence(name, param(context, "limit"), context.known));

const length =
  (side: "at least" | "at most", unit: LengthUnit): Handler =>
  (context) => {
    // Ajv before 8.12 called unevaluatedItems' limit `len`; 8.12 and later say `limit`.
    const limit = typeof param(context, "limit") === "number" ? "limit" : "len";
    return other(
      context.path,
      lengthSentence(side, numberParam(context, limit), unit, context.known),
    );
  };

/** The text Ajv's own message gives, for keywords without a sentence of their own. */
function fallback(context: AjvErrorContext): Issue[] {
  const message = context.error.message;
  if (typeof message !== "string" || message === "") return other(context.path, "is not valid");
  return other(context.path, message.startsWith("must") ? message : `is not valid (${message})`);
}

function namesRule(schema: unknown): string {
  if (typeof schema !== "object" || schema === null) return "";
  const node = schema as Record<string, unknown>;
  // Every rule the names' schema states: the error does not say which one a name broke.
  const rules: string[] = [];
  if (typeof node.pattern === "string") rules.push(`match the pattern ${code(node.pattern)}`);
  if (typeof node.minLength === "number") {
    rules.push(`have at least ${node.minLength} characters`);
  }
  if (typeof node.maxLength === "number") {
    rules.push(`have at most ${node.maxLength} characters`);
  }
  return rules.length === 0 ? "" : ` (names must ${rules.join(" and ")})`;
}

/** The Ajv keywords (draft-07, 2019-09, 2020-12 and ajv-formats) with a sentence of their own. */
type AjvKeyword =
  | "required"
  | "additionalProperties"
  | "unevaluatedProperties"
  | "type"
  | "enum"
  | "const"
  | "pattern"
  | "format"
  | Bound
  | "minLength"
  | "maxLength"
  | "minItems"
  | "maxItems"
  | "items"
  | "additionalItems"
  | "unevaluatedItems"
  | "minProperties"
  | "maxProperties"
  | "multipleOf"
  | "uniqueItems"
  | "dependencies"
  | "dependentRequired"
  | "propertyNames"
  | "contains"
  | "not"
  | "false schema"
  | "if"
  | "discriminator";

// anyOf and oneOf need their sibling errors: ajv-plan.ts reads them first (docs/messages.md,
// "How the combinators read"); the `if` error reaches its handler only when no then/else
// error says more.
const HANDLERS: { readonly [K in AjvKeyword]: Handler } = {
  required: (context) => keyIssue("missing", context, "missingProperty"),
  additionalProperties: (context) => keyIssue("unexpected", context, "additionalProperty"),
  unevaluatedProperties: (context) => keyIssue("unexpected", context, "unevaluatedProperty"),
  type: (context) => [
    typeIssue(
      context.path,
      typeList(param(context, "type") ?? context.error.schema),
      context.known,
      context.coercedDepth,
    ),
  ],
  enum: (context) => {
    const allowed = param(context, "allowedValues") ?? context.error.schema;
    return [enumIssue(context.path, Array.isArray(allowed) ? allowed : [], context.known)];
  },
  const: (context) => [enumIssue(context.path, [param(context, "allowedValue")], context.known)],
  pattern: (context) => {
    const pattern = param(context, "pattern");
    const text = typeof pattern === "string" ? pattern : undefined;
    return other(context.path, patternSentence(text, context.known));
  },
  format: (context) =>
    other(context.path, formatSentence(String(param(context, "format")), context.known)),
  minimum: bound("minimum"),
  maximum: bound("maximum"),
  exclusiveMinimum: bound("exclusiveMinimum"),
  exclusiveMaximum: bound("exclusiveMaximum"),
  minLength: length("at least", "character"),
  maxLength: length("at most", "character"),
  minItems: length("at least", "item"),
  maxItems: length("at most", "item"),
  items: length("at most", "item"),
  additionalItems: length("at most", "item"),
  unevaluatedItems: length("at most", "item"),
  minProperties: length("at least", "property"),
  maxProperties: length("at most", "property"),
  multipleOf: (context) =>
    other(context.path, multipleOfSentence(param(context, "multipleOf"), context.known)),
  uniqueItems: (context) => {
    const [first, second] = [numberParam(context, "j"), numberParam(context, "i")].sort(
      (a, b) => a - b,
    );
    return other(
      context.path,
      `must not contain duplicate items but items [${first}] and [${second}] are equal`,
    );
  },
  dependencies: (context) => dependent(context),
  dependentRequired: (context) => dependent(context),
  propertyNames: (context) => {
    const name = param(context, "propertyName");
    if (typeof name !== "string") return fallback(context);
    const rule = namesRule(context.error.schema);
    return other([...context.path, name], `has a name that is not allowed${rule}`);
  },
  contains: (context) => {
    const max = param(context, "maxContains");
    const min = param(context, "minContains");
    const shape = describeShape(context.error.schema);
    const what = shape === undefined ? "the required shape" : code(shape);
    const least = typeof min === "number" ? min : 1;
    const items = (count: number) => (count === 1 ? "item" : "items");
    // Ajv reports a min and a max bound in one error without saying which was broken.
    const rule =
      typeof max === "number"
        ? `at least ${least} and at most ${max} ${items(max)}`
        : `at least ${least} ${items(least)}`;
    return other(context.path, `must contain ${rule} matching ${what}`);
  },
  not: (context) => {
    const shape = describeShape(context.error.schema);
    const what =
      shape === undefined ? "the disallowed shape" : `the disallowed shape ${code(shape)}`;
    return other(context.path, `must not match ${what}`);
  },
  "false schema": (context) => {
    // `properties: { legacy: false }` forbids a key: an unexpected parameter. A `false` elsewhere
    // (`then: false`, an items schema) forbids the value itself.
    const key = context.path[context.path.length - 1];
    if (
      typeof key === "string" &&
      context.known !== undefined &&
      /\/properties\/[^/]+(\/false schema)?$/.test(context.error.schemaPath)
    ) {
      return [{ kind: "unexpected", path: context.path }];
    }
    return other(context.path, "is not allowed");
  },
  if: (context) =>
    other(
      context.path,
      `does not meet the condition its schema sets (${code(String(param(context, "failingKeyword")))})`,
    ),
  discriminator: (context) => {
    const tag = param(context, "tag");
    if (typeof tag !== "string") return fallback(context);
    return other(context.path, `has a missing or unknown ${code(tag)}`);
  },
};

function dependent(context: AjvErrorContext): Issue[] {
  const property = param(context, "property");
  const missing = param(context, "missingProperty");
  if (typeof property !== "string" || typeof missing !== "string") return fallback(context);
  return other([...context.path, missing], `is required when ${code(property)} is provided`);
}

function isAjvKeyword(keyword: string): keyword is AjvKeyword {
  return Object.hasOwn(HANDLERS, keyword);
}

/** The issues one Ajv error stands for. */
export function issuesForAjvError(context: AjvErrorContext): Issue[] {
  const keyword = context.error.keyword;
  return isAjvKeyword(keyword) ? HANDLERS[keyword](context) : fallback(context);
}
