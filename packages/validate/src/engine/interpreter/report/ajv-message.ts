type Params = Readonly<Record<string, unknown>>;

/** Ajv's message for a value checked against the schema `false`. */
export const falseSchemaMessage = "boolean schema is false";

// Ajv's own messages (its keyword definitions' `error.message`, ajv-formats' for the format
// limits, tool-input's linear `uniqueItems`), written from the params the report gives.
const fixed: Readonly<Record<string, string>> = {
  const: "must be equal to constant",
  enum: "must be equal to one of the allowed values",
  not: "must NOT be valid",
  anyOf: "must match a schema in anyOf",
  oneOf: "must match exactly one schema in oneOf",
  additionalProperties: "must NOT have additional properties",
  unevaluatedProperties: "must NOT have unevaluated properties",
  propertyNames: "property name must be valid",
  "false schema": falseSchemaMessage,
};

const counted: Readonly<Record<string, string>> = {
  minLength: "fewer than $ characters",
  maxLength: "more than $ characters",
  minItems: "fewer than $ items",
  maxItems: "more than $ items",
  minProperties: "fewer than $ properties",
  maxProperties: "more than $ properties",
  items: "more than $ items",
  additionalItems: "more than $ items",
  unevaluatedItems: "more than $ items",
};

const formatLimits = new Set([
  "formatMinimum",
  "formatMaximum",
  "formatExclusiveMinimum",
  "formatExclusiveMaximum",
]);

/** The `message` Ajv writes for an error of `keyword` with `params`; `undefined` for a keyword Ajv does not report. */
export function ajvMessage(keyword: string, params: Params): string | undefined {
  const message = fixed[keyword];
  if (message !== undefined) return message;
  const count = counted[keyword];
  if (count !== undefined) return `must NOT have ${count.replace("$", String(params.limit))}`;
  if (params.comparison !== undefined) {
    // ajv-formats' format limits still say "should".
    const verb = formatLimits.has(keyword) ? "should" : "must";
    return `${verb} be ${params.comparison} ${params.limit}`;
  }
  switch (keyword) {
    case "type":
      return `must be ${params.type}`;
    case "multipleOf":
      return `must be multiple of ${params.multipleOf}`;
    case "pattern":
      return `must match pattern "${params.pattern}"`;
    case "format":
      return `must match format "${params.format}"`;
    case "required":
      return `must have required property '${params.missingProperty}'`;
    case "dependencies":
    case "dependentRequired":
      return `must have ${params.depsCount === 1 ? "property" : "properties"} ${params.deps} when property ${params.property} is present`;
    case "uniqueItems":
      return `must NOT have duplicate items (items ## ${params.j} and ${params.i} are identical)`;
    case "contains":
      return params.maxContains === undefined
        ? `must contain at least ${params.minContains} valid item(s)`
        : `must contain at least ${params.minContains} and no more than ${params.maxContains} valid item(s)`;
    case "if":
      return `must match "${params.failingKeyword}" schema`;
    default:
      return undefined;
  }
}
