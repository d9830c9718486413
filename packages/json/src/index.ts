export type { JsonSchema, PathSegment } from "./types.js";
