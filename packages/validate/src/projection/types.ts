import type { Coercion, JsonSchema, PathSegment } from "@tool-input/coerce";

/** A model provider's tool-definition dialect (docs/providers.md). */
export type ProjectionTarget = "openai-strict" | "gemini" | "anthropic";

/** One thing a projection changed, at `path` in the original schema (keywords and keys). */
export type ProjectionChange =
  | { readonly kind: "renamed"; readonly from: string; readonly to: string }
  | { readonly kind: "made-nullable"; readonly path: readonly PathSegment[] }
  | { readonly kind: "made-required"; readonly path: readonly PathSegment[] }
  | { readonly kind: "closed"; readonly path: readonly PathSegment[] }
  | { readonly kind: "ref-inlined"; readonly path: readonly PathSegment[]; readonly ref: string }
  /** A recursive schema object, written once under `$defs`: `ref` is what refers to it. */
  | {
      readonly kind: "ref-to-definition";
      readonly path: readonly PathSegment[];
      readonly ref: string;
    }
  | { readonly kind: "all-of-merged"; readonly path: readonly PathSegment[] }
  | { readonly kind: "one-of-as-any-of"; readonly path: readonly PathSegment[] }
  | { readonly kind: "const-as-enum"; readonly path: readonly PathSegment[] }
  | { readonly kind: "type-array-rewritten"; readonly path: readonly PathSegment[] }
  | {
      readonly kind: "keyword-dropped";
      readonly path: readonly PathSegment[];
      readonly keyword: string;
    }
  /** A keyword written as the target's dialect writes it (draft-04's boolean `exclusiveMinimum`). */
  | {
      readonly kind: "keyword-rewritten";
      readonly path: readonly PathSegment[];
      readonly keyword: string;
    };

/** What `lift` returns: the call in the original's shape, and what was undone. */
export interface LiftResult {
  /** The input itself (`===`) when nothing was undone, otherwise a copy. */
  readonly value: unknown;
  /** One `"projection"` coercion per `null` removed from a key the projection made nullable. */
  readonly coercions: readonly Coercion[];
}

/** A tool projected for a provider. */
export interface ProjectedTool {
  readonly ok: true;
  readonly target: ProjectionTarget;
  /** The name to send the provider (the original name when it is allowed as is). */
  readonly name: string;
  /** The tool's original name. */
  readonly originalName: string;
  /** The schema to send the provider. */
  readonly inputSchema: JsonSchema;
  /** Everything the projection changed, in schema order. */
  readonly changes: readonly ProjectionChange[];
  /** Turns arguments made against `inputSchema` back into the original schema's shape (copy-on-write). */
  lift(input: unknown): LiftResult;
}

/** A tool whose schema cannot be projected faithfully for the provider. */
export interface ProjectionRefused {
  readonly ok: false;
  readonly target: ProjectionTarget;
  /** The tool's original name. */
  readonly originalName: string;
  /** Why, as a sentence naming the tool and the place in its schema. */
  readonly reason: string;
}

/** What `projectToolSchema` returns. */
export type ProjectionResult = ProjectedTool | ProjectionRefused;
