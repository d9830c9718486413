import type { OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import type { PreparedSchema } from "../prepare/prepare-schema.js";
import type { OutputCursor } from "./output-cursor.js";
import { onlyRef, refPath } from "./ref-path.js";

/** The `$ref` target of a prepared node, through @cfworker/json-schema's `dereference` lookup. */
export function refTarget(
  node: Record<string, unknown>,
  lookup: Readonly<Record<string, unknown>>,
): unknown {
  const uri = (node.__absolute_ref__ as string | undefined) || (node.$ref as string);
  return lookup[uri];
}

/**
 * The errors of a `$ref` unit: the target's call, whose units follow, at the schema path Ajv
 * writes for it (through a chain of `$ref`-only schemas, see ref-path.ts).
 */
export function refUnitErrors(
  cursor: OutputCursor,
  call: NodeCall,
  unit: OutputUnit,
  prepared: PreparedSchema,
  lookup: Readonly<Record<string, unknown>>,
): AjvErrorLike[] {
  const target = refTarget(call.node as Record<string, unknown>, lookup);
  const source = (n: unknown) =>
    typeof n === "object" && n !== null ? prepared.origins.get(n)?.source : n;
  let end: unknown = target;
  for (let hops = 0; onlyRef(source(end)) && hops < 100; hops++) {
    end = refTarget(end as Record<string, unknown>, lookup);
  }
  const path = refPath(
    String(call.source?.$ref),
    source(end),
    call.path,
    call.reachedByRef,
    call.source,
  );
  return cursor.call({
    node: target as NodeCall["node"],
    path,
    kl: unit.keywordLocation,
    instanceLocation: call.instanceLocation,
    instancePath: call.instancePath,
    data: call.data,
    reachedByRef: true,
  });
}
