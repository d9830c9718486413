import type { ValidateOptions } from "../types.js";
import { mayHoldMarkup } from "./markup-scan.js";
import { nearMissKeys } from "./near-miss-keys.js";

/** What the hot path reads of one schema object, worked out once per object. */
interface Shape {
  readonly properties: Readonly<Record<string, unknown>>;
  /** Each declared key's `TEXT` (may be free text) and `CONTAINER` (may be an object or array) bits. */
  readonly kinds: ReadonlyMap<string, number>;
  /** The shapes of the objects under `containers`, filled as values reach them. */
  readonly children: Map<string, Shape | null>;
}

/** Keywords that may declare or allow keys elsewhere: such a node is read by the generic scan. */
const COMBINING = ["allOf", "anyOf", "oneOf", "$ref", "$dynamicRef", "patternProperties", "if"];
const MAX_DEPTH = 32;

const shapes = new WeakMap<object, Shape | null>();
// The schema met last (one tool called again and again): compared before the WeakMap.
let lastSchema: unknown;
let lastShape: Shape | null = null;

/**
 * Whether a valid `input` needs the pipeline's checks on valid inputs (docs/pipeline.md, "Checks
 * on a valid input") before it is accepted as sent: a key the schema does not declare (it may be
 * a near miss, or hold markup), or a string that may be free text holding `</`. Reads only the
 * keys the schema describes, through a shape worked out once per schema object, so a valid input
 * that needs neither costs a few property reads (docs/performance.md); a schema it cannot read
 * that way (`$ref`, combined schemas) gets the generic scan for `</`.
 */
export function needsValidInputChecks(
  input: unknown,
  schema: unknown,
  options: ValidateOptions | undefined,
  defaults: ValidateOptions,
): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  const markup = (options?.markup ?? defaults.markup) !== "ignore";
  const shape = shapeOf(schema);
  if (shape === null) return markup && mayHoldMarkup(input);
  const seen = { undeclared: false };
  if (needs(input as Record<string, unknown>, shape, markup, 0, seen)) return true;
  // An undeclared key matters only when it is a near miss (worked out only then).
  return seen.undeclared && nearMissKeys(input, schema).length > 0;
}

function needs(
  value: Record<string, unknown>,
  shape: Shape,
  markup: boolean,
  depth: number,
  seen: { undeclared: boolean },
): boolean {
  // One pass over the keys sent (fewer than those declared, mostly), each looked up once.
  for (const key in value) {
    const kind = shape.kinds.get(key);
    const item = value[key];
    if (kind === undefined) {
      seen.undeclared = true;
      if (markup && (key.includes("</") || (typeof item === "string" && item.includes("</")))) {
        return true;
      }
      continue;
    }
    if (typeof item === "string") {
      if (markup && (kind & TEXT) !== 0 && item.includes("</")) return true;
      continue;
    }
    if (typeof item !== "object" || item === null || (kind & CONTAINER) === 0) continue;
    if (Array.isArray(item)) {
      if (markup && mayHoldMarkup(item)) return true;
      continue;
    }
    let next = shape.children.get(key);
    if (next === undefined) {
      next = shapeOf(shape.properties[key]);
      shape.children.set(key, next);
    }
    const found =
      next === null
        ? markup && mayHoldMarkup(item)
        : depth >= MAX_DEPTH ||
          needs(item as Record<string, unknown>, next, markup, depth + 1, seen);
    if (found) return true;
  }
  return false;
}

function shapeOf(schema: unknown): Shape | null {
  if (schema === lastSchema) return lastShape;
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return null;
  let shape = shapes.get(schema);
  if (shape === undefined) {
    shape = readShape(schema as Record<string, unknown>);
    shapes.set(schema, shape);
  }
  lastSchema = schema;
  lastShape = shape;
  return shape;
}

function readShape(schema: Record<string, unknown>): Shape | null {
  const { properties } = schema;
  if (!isRecord(properties) || COMBINING.some((keyword) => schema[keyword] !== undefined)) {
    return null;
  }
  const kinds = new Map<string, number>();
  for (const key of Object.keys(properties)) {
    const { text, container } = kindsOf(properties[key]);
    kinds.set(key, (text ? TEXT : 0) | (container ? CONTAINER : 0));
  }
  return { properties, kinds, children: new Map() };
}

const TEXT = 1;
const CONTAINER = 2;

/** Whether a property's schema may take free text, and whether it may take a container. */
function kindsOf(schema: unknown): { text: boolean; container: boolean } {
  if (!isRecord(schema)) return { text: true, container: true };
  if (schema.enum !== undefined || Object.hasOwn(schema, "const")) {
    return { text: false, container: false };
  }
  const { type } = schema;
  if (typeof type !== "string" && !Array.isArray(type)) return { text: true, container: true };
  const types: readonly unknown[] = Array.isArray(type) ? type : [type];
  // A type name JSON Schema does not define narrows nothing (docs/coercion.md, "Schema support").
  const known = ["null", "boolean", "integer", "number", "string", "array", "object"];
  const unknown = types.some((name) => typeof name !== "string" || !known.includes(name));
  return {
    text: unknown || types.includes("string"),
    container: unknown || types.includes("object") || types.includes("array"),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
