import { defineOwn, type JsonSchema } from "@tool-input/json";
import type { LiftPlan } from "./lift-plan.js";
import { projectRoot } from "./project-definitions.js";
import type { Projected } from "./project-node.js";
import { type ProjectionContext, ProjectionRefusal } from "./projection-context.js";
import { DefNames } from "./recursive-refs.js";
import type { TargetRules } from "./target-rules.js";
import type { ProjectionChange } from "./types.js";

/** A tool's input schema as a target takes it. */
export interface ProjectedSchema {
  readonly schema: Record<string, unknown>;
  readonly lift: LiftPlan | undefined;
  readonly changes: ProjectionChange[];
}

/**
 * Projects `root` for `rules`, or throws the refusal. Where the target takes recursion, the
 * schema objects an attempt finds reached from inside themselves are written as definitions on
 * the next attempt (one attempt finds all it reaches: usually two in all); the nodes and
 * characters of every attempt count against one budget (docs/providers.md, "Bounds").
 */
export function projectInputSchema(root: JsonSchema, rules: TargetRules): ProjectedSchema {
  const recursive = new Map<object, string>();
  let spent = { nodes: 0, text: 0 };
  for (;;) {
    const ctx: ProjectionContext = {
      rules,
      root,
      changes: [],
      active: new Set(),
      recursive,
      found: new Map(),
      defs: new Map(),
      defsByRef: new Map(),
      defNames: new DefNames(),
      depth: 0,
      ...spent,
      enumValues: 0,
      namesAndValues: 0,
      properties: 0,
    };
    try {
      const projected = projectRoot(ctx);
      if (ctx.found.size === 0) return finished(projected, ctx);
    } catch (error) {
      // What stood in for a recursive reference may be why this attempt failed.
      if (ctx.found.size === 0) throw error;
    }
    for (const [target, ref] of ctx.found) recursive.set(target, ref);
    spent = { nodes: ctx.nodes, text: ctx.text };
  }
}

function finished(projected: Projected, ctx: ProjectionContext): ProjectedSchema {
  if (projected.schema.type !== "object") {
    throw new ProjectionRefusal(
      [],
      "does not describe an object, which a provider needs for a tool's arguments",
    );
  }
  return {
    schema: withDefinitions(projected.schema, ctx),
    lift: projected.lift,
    changes: ctx.changes,
  };
}

/** `schema` with the definitions the projection wrote, under `$defs`, last. */
function withDefinitions(
  schema: Record<string, unknown>,
  ctx: ProjectionContext,
): Record<string, unknown> {
  const $defs: Record<string, unknown> = {};
  let any = false;
  for (const def of ctx.defs.values()) {
    if (def.name === undefined || def.schema === undefined) continue;
    defineOwn($defs, def.name, def.schema);
    any = true;
  }
  return any ? { ...schema, $defs } : schema;
}
