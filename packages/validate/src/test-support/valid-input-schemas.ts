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
