import type { Issue } from "./types.js";

/** A structural subset of Ajv's `ErrorObject`, so this package needs no Ajv. */
export interface AjvErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/** Issues from Ajv errors; `data` is the validated input, read for the received types. */
export function issuesFromAjv(
  _errors: readonly AjvErrorLike[] | null | undefined,
  _data: unknown,
): Issue[] {
  return []; // STUB
}
