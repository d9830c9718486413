import type { JsonSchema, PathSegment } from "@tool-input/json";
import type { TargetRules } from "./target-rules.js";
import type { ProjectionChange } from "./types.js";

/** Schema nodes one projection may write; past it the tool is refused (an inlined `$ref` diamond). */
export const maxProjectedNodes = 20_000;

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
  /** Nodes written so far. */
  nodes: number;
  /** Properties written so far. */
  properties: number;
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
