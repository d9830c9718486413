import { formatCount } from "../terminal/format-count.js";
import { terminalText } from "../terminal/terminal-text.js";
import type { ReplayReport, Tally } from "./replay.js";

/** What the report says about where its calls and tools came from. */
export interface ReportSource {
  /** The log as the user named it; `undefined` for the bundled sample. */
  readonly log?: string;
  /** The catalog as the user named it; `undefined` for the bundled sample. */
  readonly catalog?: string;
  /** How many tools the catalog has. */
  readonly toolCount: number;
}

const COLUMNS = ["calls", "valid", "repaired", "rejected"] as const;

/** The replay report as text for a terminal, ending with a newline. */
export function renderReport(report: ReplayReport, source: ReportSource): string {
  const out: string[] = [heading(report, source), ""];
  const rows: { name: string; tally: Tally; note: string }[] = report.tools.map((tally) => ({
    name: terminalText(tally.tool),
    tally,
    note: tally.known ? renderRepairs(tally) : "not in the catalog",
  }));
  rows.push({ name: "total", tally: report.total, note: renderRepairs(report.total) });
  const width = Math.max("tool".length, ...rows.map((row) => row.name.length)) + 2;
  const cells = rows.map((row) =>
    COLUMNS.map((column) =>
      row.tally.unknown === row.tally.calls && column !== "calls"
        ? "-"
        : formatCount(row.tally[column]),
    ),
  );
  // Each column as wide as its header or its widest figure, whichever is wider.
  const widths = COLUMNS.map((column, i) =>
    Math.max(column.length, ...cells.map((row) => (row[i] as string).length)),
  );
  const line = (name: string, figures: readonly string[], note: string): string =>
    `${name.padEnd(width)}${figures.map((f, i) => `  ${f.padStart(widths[i] as number)}`).join("")}  ${note}`.trimEnd();
  out.push(line("tool", COLUMNS, "repairs"));
  for (const [i, row] of rows.entries()) out.push(line(row.name, cells[i] as string[], row.note));
  if (report.topMessages.length > 0) {
    out.push("", "Most frequent messages:");
    const countWidth = formatCount(report.topMessages[0]?.count ?? 0).length;
    for (const { tool, message, count } of report.topMessages) {
      out.push(
        `  ${formatCount(count).padStart(countWidth)}× ${terminalText(tool)}: ${terminalText(message)}`,
      );
    }
  }
  if (report.schemaErrors.length > 0) {
    out.push("", "Schemas that could not be compiled (their calls passed unvalidated):");
    for (const error of report.schemaErrors) out.push(`  ${terminalText(error)}`);
  }
  if (source.log === undefined) {
    out.push("", "Replay your own log with: tool-input replay --tools TOOLS LOG");
  }
  return `${out.join("\n")}\n`;
}

function heading(report: ReplayReport, source: ReportSource): string {
  const calls = plural(report.total.calls, "call");
  const tools = plural(source.toolCount, "tool");
  if (source.log === undefined) return `Replayed the bundled sample: ${calls} against ${tools}.`;
  return `Replayed ${calls} from ${terminalText(source.log)} against ${tools} from ${terminalText(source.catalog ?? "")}.`;
}

/** `json 3, boolean 1`: repairs by rule, most frequent first. */
function renderRepairs(tally: Tally): string {
  return Object.entries(tally.repairs)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([rule, count]) => `${rule} ${formatCount(count)}`)
    .join(", ");
}

function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? "" : "s"}`;
}
