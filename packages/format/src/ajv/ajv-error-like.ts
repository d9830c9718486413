import type { Known, PathSegment } from "../types.js";

/** A structural subset of Ajv's `ErrorObject`, so this package needs no Ajv. */
export interface AjvErrorLike {
  /** The keyword that failed (`required`, `type`, `anyOf`, …). */
  readonly keyword: string;
  /** A JSON pointer to the failing value in the input (`/edits/0/old_string`). */
  readonly instancePath: string;
  /** A JSON pointer into the schema to the failing keyword (`#/properties/a/type`). */
  readonly schemaPath: string;
  /** The keyword's parameters (`{ missingProperty }`, `{ type }`, `{ allowedValues }`, …). */
  readonly params: Readonly<Record<string, unknown>>;
  /** Ajv's own English message, used only for keywords this package does not know. */
  readonly message?: string;
  /** With Ajv's `verbose`: the keyword's value in the schema (the `anyOf` branches, say). */
  readonly schema?: unknown;
  /** With Ajv's `verbose`: the schema holding the keyword (read for its `properties` order). */
  readonly parentSchema?: unknown;
  /** With Ajv's `verbose`: the failing value (the input is read instead; this is not used). */
  readonly data?: unknown;
  /** Set by Ajv on errors raised inside `propertyNames`: the key being checked. */
  readonly propertyName?: string;
}

/** One Ajv error with the input path it names and the value found there. */
export interface AjvErrorContext {
  /** The error as Ajv gave it (its fields checked for type). */
  readonly error: AjvErrorLike;
  /** The path its `instancePath` names, indices as numbers where the input holds an array. */
  readonly path: readonly PathSegment[];
  /** The value at `path` in the input, when there is one. */
  readonly known: Known;
  /** The `maxDepth` coercion decoded JSON text to before these errors, when it ran (`IssuesFromAjvOptions.coercion`). */
  readonly coercedDepth?: number | undefined;
}
