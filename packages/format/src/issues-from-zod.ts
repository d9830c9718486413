import type { Issue } from "./types.js";

/** Issues from a zod v3 or v4 `ZodError`, or its `issues` array, without importing zod. */
export function issuesFromZod(_errorOrIssues: unknown): Issue[] {
  return []; // STUB
}
