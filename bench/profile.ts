// Runs one operation in a loop for a few seconds, for a CPU profile of just that operation:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --conditions=@tool-input/source --import tsx \
//     bench/profile.ts repair:ppt/manage_text
// then `node bench/top-functions.mjs /tmp/prof/*.cpuprofile` lists the functions by self time.
import { coerce, createCoercer } from "@tool-input/coerce";
import { formatIssues, issuesFromAjv } from "@tool-input/format";
import { validateToolInput } from "@tool-input/validate";
import { createBareAjv, reportingAjvOptions } from "./bare-ajv.js";
import { fixtures, listIssues, listIssuesMistakes } from "./fixtures.js";

const ops: Record<string, () => unknown> = {};
for (const fixture of fixtures) {
  const { tool, valid, repairable } = fixture;
  ops[`valid:${fixture.label}`] = () => validateToolInput(tool, valid);
  ops[`repair:${fixture.label}`] = () => validateToolInput(tool, repairable);
  const scalars = fixture.scalars;
  if (scalars !== undefined)
    ops[`scalars:${fixture.label}`] = () => validateToolInput(tool, scalars);
  const coercer = createCoercer(tool.inputSchema);
  ops[`coercer:${fixture.label}`] = () => coercer(repairable);
  ops[`coerce:${fixture.label}`] = () => coerce(repairable, tool.inputSchema);
}
const validate = createBareAjv(reportingAjvOptions).compile(listIssues.tool.inputSchema);
validate(listIssuesMistakes);
const errors = validate.errors ?? [];
ops["errors:format"] = () => formatIssues("list_issues", issuesFromAjv(errors, listIssuesMistakes));
ops["errors:issues"] = () => issuesFromAjv(errors, listIssuesMistakes);
ops["errors:pipeline"] = () => validateToolInput(listIssues.tool, listIssuesMistakes);

const name = process.argv[2] ?? "";
const op = ops[name];
if (op === undefined) {
  console.error(`Operations: ${Object.keys(ops).join(", ")}`);
  process.exit(2);
}
const seconds = Number(process.argv[3] ?? 4);
let calls = 0;
let sink: unknown;
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  for (let i = 0; i < 1000; i++) sink = op();
  calls += 1000;
}
console.log(
  `${name}: ${calls} calls, ${((seconds * 1e6) / calls).toFixed(3)} µs per call`,
  typeof sink,
);
