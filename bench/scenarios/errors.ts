import { formatIssues, issuesFromAjv } from "@tool-input/format";
import { validateToolInput } from "@tool-input/validate";
import { createBareAjv, reportingAjvOptions } from "../bare-ajv.js";
import { listIssues, listIssuesMistakes } from "../fixtures.js";
import { measure } from "../measure.js";
import { byName, ratio, times, timing } from "../report.js";
import type { Table } from "../table.js";

/** Scenario 6: the message for an input with five mistakes, per call. */
export async function errorsScenario(): Promise<Table> {
  const { tool } = listIssues;
  const validate = createBareAjv(reportingAjvOptions).compile(tool.inputSchema);
  const input = listIssuesMistakes;
  validate(input);
  const errors = validate.errors ?? [];
  const result = validateToolInput(tool, input);
  const notes: string[] = [];
  notes.push(
    `Tool: ${listIssues.label}; input ${JSON.stringify(input)} (missing repo, unexpected label, state not in the enum, page and per_page of the wrong type): Ajv (allErrors, verbose, as the pipeline's reporting function) reports ${errors.length} errors.`,
  );
  if (result.ok) notes.push("The pipeline accepted the input: expected a rejection.");
  else
    notes.push(
      `The message (${result.issues.length} issues):`,
      "",
      "```text",
      result.message,
      "```",
    );
  const results = await measure([
    { name: "ajv", fn: () => validate(input) },
    { name: "format", fn: () => formatIssues(tool.name, issuesFromAjv(errors, input)) },
    { name: "issues", fn: () => issuesFromAjv(errors, input) },
    { name: "pipeline", fn: () => validateToolInput(tool, input) },
  ]);
  const base = byName(results, "ajv");
  const row = (label: string, name: string) => {
    const m = byName(results, name);
    return [label, ...timing(m), times(ratio(m, base))];
  };
  return {
    title: "6. Errors: the message for an input with five mistakes",
    head: ["task", "ops/s", "mean", "spread", "× Ajv"],
    rows: [
      row("bare Ajv validate, allErrors + verbose (rejects, fills errors)", "ajv"),
      row("issuesFromAjv(errors, input)", "issues"),
      row("formatIssues(name, issuesFromAjv(errors, input))", "format"),
      row("validateToolInput (validate, coerce, validate, format)", "pipeline"),
    ],
    notes,
  };
}
