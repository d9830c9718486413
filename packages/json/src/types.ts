/** A JSON Schema: a boolean schema or a schema object (any draft). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** One segment of a path into a value: an object key or an array index. */
export type PathSegment = string | number;

/** What every decoder of model text returns: the value, or the `problem` why there is none. */
export type Decoded<Problem> =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: Problem };
