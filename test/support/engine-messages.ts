import { formatIssues, issuesFromAjv } from "@tool-input/format";
import { createValidator, type JsonSchema } from "@tool-input/validate";
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect } from "vitest";

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

/** A reporting Ajv (`allErrors`, `verbose`) of the dialect `schema` names: draft-07, else 2020-12. */
function reportingAjv(schema: Exclude<JsonSchema, boolean>): Ajv | Ajv2020 {
  const options = { allErrors: true, verbose: true, strict: false };
  return schema.$schema === DRAFT_07 ? new Ajv(options) : new Ajv2020(options);
}

/** The message for `input` from Ajv with `verbose`, then from each engine: all must agree. */
function messagesOnEveryPath(schema: Exclude<JsonSchema, boolean>, input: unknown): string[] {
  const validate = reportingAjv(schema).compile(schema);
  expect(validate(input)).toBe(false);
  const fromAjv = formatIssues("T", issuesFromAjv(validate.errors, input, { schema }));
  const fromEngines = (["ajv", "interpreter"] as const).map((engine) => {
    const result = createValidator({ engine }).validateToolInput(
      { name: "T", inputSchema: schema },
      input,
    );
    return result.ok ? "accepted" : result.message;
  });
  return [fromAjv, ...fromEngines];
}

/** Asserts that Ajv's report and both engines give `text` for `input`. */
export function expectMessage(
  schema: Exclude<JsonSchema, boolean>,
  input: unknown,
  text: string,
): void {
  expect(messagesOnEveryPath(schema, input)).toEqual([text, text, text]);
}
