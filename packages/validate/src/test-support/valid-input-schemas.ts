// Schemas and helpers shared by the tests of the checks on a valid input (left out of the build).

/** The checks' defaults as a validator passes them. */
export const defaults = { markup: "reject" } as const;

/** A string value that leaked tool-call markup starting the parameter `name`. */
export const leak = (name: string): string => `Fix it.</parameter>\n<parameter name="${name}">5`;

/** Undeclared keys' values are objects with a body and a priority. */
export const extraSchema = {
  type: "object",
  properties: { id: { type: "string" } },
  additionalProperties: {
    type: "object",
    properties: { body: { type: "string" }, priority: { type: "integer" } },
  },
};

/**
 * A schema of `levels` objects nested under `c`, each declaring a string `d` beside it, and an
 * input of as many empty objects (every `d` absent).
 */
export function nestedObjects(levels: number): {
  schema: Record<string, unknown>;
  input: Record<string, unknown>;
} {
  const schema: Record<string, unknown> = { type: "object", properties: {} };
  let node = schema;
  const input: Record<string, unknown> = {};
  let value = input;
  for (let i = 0; i < levels; i++) {
    const next: Record<string, unknown> = { type: "object", properties: {} };
    (node.properties as Record<string, unknown>).c = next;
    (node.properties as Record<string, unknown>).d = { type: "string" };
    node = next;
    value.c = {};
    value = value.c as Record<string, unknown>;
  }
  return { schema, input };
}
