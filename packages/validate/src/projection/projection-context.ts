import type { JsonSchema, PathSegment } from "@tool-input/json";
import type { DefNames, ProjectionDef } from "./recursive-refs.js";
import type { TargetRules } from "./target-rules.js";
import type { ProjectionChange } from "./types.js";

/** Schema nodes one projection may write; past it the tool is refused (an inlined `$ref` diamond). */
export const maxProjectedNodes = 20_000;

/**
 * Characters of values one projection may write (keyword values, `enum` values, property names,
 * descriptions), each time a reference is inlined; past it the tool is refused. A small schema
 * whose large `enum` or `description` many references reach writes each copy out: the largest
 * corpus projection is about 11,000 characters.
 */
export const maxProjectedText = 1_000_000;

/** Deepest schema nesting followed; past it the tool is refused. */
export const maxSchemaDepth = 64;

/** Longest schema path followed (three segments a level: `properties`, a key, …); past it the tool is refused. */
export const maxSchemaPath: number = maxSchemaDepth * 3;

/** The state of one tool's projection. */
export interface ProjectionContext {
  readonly rules: TargetRules;
  readonly root: JsonSchema;
  readonly changes: ProjectionChange[];
  /** The schema objects being projected on the current path: a `$ref` back to one is recursion. */
  readonly active: Set<object>;
  /**
   * Schema objects a reference reaches from inside themselves, where the target takes recursion
   * (`rules.recursiveRefs`), each with the `$ref` that did: each is written once under `$defs`
   * and referred to (docs/providers.md, "Recursive schemas").
   */
  readonly recursive: ReadonlyMap<object, string>;
  /** Recursive schema objects this attempt found that `recursive` does not hold, each with its `$ref`. */
  readonly found: Map<object, string>;
  /** The definitions written so far, by the schema object each stands for. */
  readonly defs: Map<object, ProjectionDef>;
  /** The same, by the `$ref` that refers to each. */
  readonly defsByRef: Map<string, ProjectionDef>;
  /** Their names. */
  readonly defNames: DefNames;
  /** The objects and arrays the projection is inside (a reference back with none between is refused). */
  depth: number;
  /** Nodes written so far. */
  nodes: number;
  /** Characters of values written so far (`maxProjectedText`). */
  text: number;
  /** Properties written so far. */
  properties: number;
  /** `enum` values written so far. */
  enumValues: number;
  /** Characters of property names, definition names and allowed values written so far. */
  namesAndValues: number;
}

/** Thrown inside a projection, caught at its entry and returned as a refusal. */
export class ProjectionRefusal extends Error {
  constructor(
    readonly path: readonly PathSegment[],
    readonly what: string,
  ) {
    super(what);
  }
}

/**
 * Counts `value`, about to be written at `path`, against `maxProjectedText`: a string by its
 * length, an array or object by its JSON text (a copy of one is at most 10,000 nodes), anything
 * else as one.
 */
export function chargeText(
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  value: unknown,
): void {
  chargeWork(ctx, path, textSize(value));
}

/**
 * Counts `units` against the same budget: characters, or keys a merge copies or compares, so
 * that merging large nodes at every place a reference diamond reaches is refused in time.
 */
export function chargeWork(
  ctx: ProjectionContext,
  path: readonly PathSegment[],
  units: number,
): void {
  ctx.text += units;
  if (ctx.text > maxProjectedText) throw new ProjectionRefusal(path, "is too large to project");
}

function textSize(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (typeof value !== "object" || value === null) return 1;
  try {
    return JSON.stringify(value)?.length ?? 1;
  } catch {
    return 1;
  }
}
