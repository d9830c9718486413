/** A JSON Schema: a boolean schema or a schema object (any draft). */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/** One segment of a path into a value: an object key or an array index. */
export type PathSegment = string | number;
