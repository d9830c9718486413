/** One @cfworker/json-schema `validate` call: a schema node applied to one value. */
export interface NodeCall {
  /** The prepared node (`true`/`false` for a boolean schema). */
  readonly node: Record<string, unknown> | boolean;
  /** The node in the validator's own copy of the schema (`parentSchema` of its errors). */
  readonly source: Record<string, unknown> | undefined;
  /** The node's schema path as Ajv writes it (`#/properties/a`; a `$ref` target's own path). */
  readonly path: string;
  /** The call's keyword location as @cfworker/json-schema writes it (through each `$ref`). */
  readonly kl: string;
  /** The value's location as @cfworker/json-schema writes it (`#/a/0`). */
  readonly instanceLocation: string;
  /** The value's location as Ajv writes it (`/a/0`). */
  readonly instancePath: string;
  /** Whether the node was reached through a `$ref` (ref-path.ts reads it). */
  readonly reachedByRef: boolean;
  /** The value. */
  readonly data: unknown;
}
