import { createBareAjv } from "./bare-ajv.js";
import { fixtures, listIssues, listIssuesMistakes } from "./fixtures.js";

/** Checks the hand-written inputs against strict Ajv: valid ones pass, the others do not. */
export function checkFixtures(): string[] {
  const ajv = createBareAjv();
  const problems: string[] = [];
  for (const fixture of fixtures) {
    const validate = ajv.compile(fixture.tool.inputSchema);
    if (!validate(fixture.valid)) {
      problems.push(`${fixture.label} valid input rejected: ${JSON.stringify(validate.errors)}`);
    }
    for (const kind of ["repairable", "scalars", "jsonText"] as const) {
      const input = fixture[kind];
      if (input !== undefined && validate(input)) {
        problems.push(`${fixture.label} ${kind} input is already valid`);
      }
    }
  }
  if (ajv.compile(listIssues.tool.inputSchema)(listIssuesMistakes)) {
    problems.push("the five-mistake input is valid");
  }
  return problems;
}
