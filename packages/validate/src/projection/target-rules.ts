import type { ProjectionTarget } from "./types.js";

/** What one provider accepts in a tool definition (docs/providers.md cites each rule's source). */
export interface TargetRules {
  /** A provider tool name is `namePattern` and at most `nameLength` characters. */
  readonly namePattern: RegExp;
  readonly nameLength: number;
  /** Whether the name must start with a letter or `_` (Gemini). */
  readonly nameStartsWithLetter: boolean;
  /** Every property required, optional ones made nullable (OpenAI strict mode). */
  readonly allRequired: boolean;
  /** Every object closed with `additionalProperties: false`. */
  readonly closedObjects: boolean;
  /** How a nullable node is written: a `"null"` type (JSON Schema) or `nullable: true` (OpenAPI 3.0). */
  readonly nullAs: "type-null" | "nullable";
  /** `const` is taken as is; otherwise a string `const` becomes a one-value `enum`. */
  readonly constAllowed: boolean;
  /** A type array (`["string", "null"]`) is taken as is. */
  readonly typeArrays: boolean;
  /** `enum` values other than strings are taken. */
  readonly nonStringEnums: boolean;
  /** Keywords kept where they apply; every other keyword is dropped (and enforced on the way back). */
  readonly keywords: ReadonlySet<string>;
  /** The `format` values kept; others are dropped. */
  readonly formats: ReadonlySet<string>;
  /** A recursive schema is taken, written with `$defs` and `$ref` (OpenAI strict mode). */
  readonly recursiveRefs: boolean;
  /** Largest nesting of objects and arrays the provider takes, or `Infinity`. */
  readonly maxNesting: number;
  /** Most properties over the whole schema, or `Infinity`. */
  readonly maxProperties: number;
  /** Most values of one `enum`, and of all of them over the whole schema, or `Infinity`. */
  readonly maxEnumValues: number;
  /** Most characters of property names, definition names and allowed values over the whole schema, or `Infinity`. */
  readonly maxNamesAndValues: number;
  /** One `enum` of more than `longEnumValues` values holds at most `maxLongEnumText` characters of strings. */
  readonly longEnumValues: number;
  readonly maxLongEnumText: number;
  /** `minItems` is kept only up to this value (Anthropic: 0 or 1), or `Infinity`. */
  readonly maxMinItems: number;
  /** Patterns with lookaround, backreferences or word boundaries are dropped (Anthropic). */
  readonly simplePatternsOnly: boolean;
}

const structure = ["type", "properties", "required", "items", "anyOf", "enum", "description"];
const dateFormats = ["date-time", "time", "date", "duration"];
const netFormats = ["email", "hostname", "ipv4", "ipv6", "uuid"];

const rules: Record<ProjectionTarget, TargetRules> = {
  // OpenAI, "Structured Outputs", sections "Supported schemas" and "Limitations".
  "openai-strict": {
    namePattern: /^[a-zA-Z0-9_-]+$/,
    nameLength: 64,
    nameStartsWithLetter: false,
    allRequired: true,
    closedObjects: true,
    nullAs: "type-null",
    constAllowed: true,
    typeArrays: true,
    nonStringEnums: true,
    keywords: new Set([
      ...structure,
      "additionalProperties",
      "const",
      "title",
      "pattern",
      "format",
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
      "minItems",
      "maxItems",
    ]),
    formats: new Set([...dateFormats, ...netFormats]),
    recursiveRefs: true,
    maxNesting: 10,
    maxProperties: 5_000,
    maxEnumValues: 1_000,
    maxNamesAndValues: 120_000,
    longEnumValues: 250,
    maxLongEnumText: 15_000,
    maxMinItems: Number.POSITIVE_INFINITY,
    simplePatternsOnly: false,
  },
  // Gemini API reference, "Schema" (a select subset of the OpenAPI 3.0 schema object), and
  // "FunctionDeclaration" for the name.
  gemini: {
    namePattern: /^[a-zA-Z0-9_.-]+$/,
    nameLength: 64,
    nameStartsWithLetter: true,
    allRequired: false,
    closedObjects: false,
    nullAs: "nullable",
    constAllowed: false,
    typeArrays: false,
    nonStringEnums: false,
    keywords: new Set([
      ...structure,
      "nullable",
      "title",
      "format",
      "pattern",
      "minLength",
      "maxLength",
      "minimum",
      "maximum",
      "minItems",
      "maxItems",
      "minProperties",
      "maxProperties",
      "default",
    ]),
    formats: new Set(["enum", "date-time", "int32", "int64", "float", "double"]),
    recursiveRefs: false,
    maxNesting: Number.POSITIVE_INFINITY,
    maxProperties: Number.POSITIVE_INFINITY,
    maxEnumValues: Number.POSITIVE_INFINITY,
    maxNamesAndValues: Number.POSITIVE_INFINITY,
    longEnumValues: Number.POSITIVE_INFINITY,
    maxLongEnumText: Number.POSITIVE_INFINITY,
    maxMinItems: Number.POSITIVE_INFINITY,
    simplePatternsOnly: false,
  },
  // Anthropic, "Structured outputs", section "JSON Schema limitations" (strict tool use).
  anthropic: {
    namePattern: /^[a-zA-Z0-9_-]+$/,
    nameLength: 64,
    nameStartsWithLetter: false,
    allRequired: false,
    closedObjects: true,
    nullAs: "type-null",
    constAllowed: true,
    typeArrays: true,
    nonStringEnums: true,
    keywords: new Set([
      ...structure,
      "additionalProperties",
      "const",
      "title",
      "default",
      "format",
      "pattern",
      "minItems",
    ]),
    formats: new Set([...dateFormats, ...netFormats, "uri"]),
    recursiveRefs: false,
    maxNesting: Number.POSITIVE_INFINITY,
    maxProperties: Number.POSITIVE_INFINITY,
    maxEnumValues: Number.POSITIVE_INFINITY,
    maxNamesAndValues: Number.POSITIVE_INFINITY,
    longEnumValues: Number.POSITIVE_INFINITY,
    maxLongEnumText: Number.POSITIVE_INFINITY,
    maxMinItems: 1,
    simplePatternsOnly: true,
  },
};

/** The rules of `target`, or `undefined` for a target this library does not know. */
export function rulesOf(target: unknown): TargetRules | undefined {
  return typeof target === "string" && Object.hasOwn(rules, target)
    ? rules[target as ProjectionTarget]
    : undefined;
}

/** Every target, in documentation order. */
export const projectionTargets: readonly ProjectionTarget[] = [
  "openai-strict",
  "gemini",
  "anthropic",
];
