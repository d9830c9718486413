/** A printed table: a title, a header row and rows of cells. */
export interface Table {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Lines printed under the table. */
  readonly notes?: readonly string[];
}

/** Formats `n` with `digits` significant digits and thousands separators. */
export function num(n: number, digits = 3): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) >= 10 ** digits) return Math.round(n).toLocaleString("en-US");
  return Number(n.toPrecision(digits)).toLocaleString("en-US", { maximumFractionDigits: 6 });
}

/** A duration given in milliseconds, printed in ns, µs or ms. */
export function duration(ms: number): string {
  if (ms < 0.001) return `${num(ms * 1e6)} ns`;
  if (ms < 1) return `${num(ms * 1e3)} µs`;
  return `${num(ms)} ms`;
}

/** A byte count printed in KiB or MiB, with its sign. */
export function bytes(n: number): string {
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  if (abs < 1024 * 1024) return `${sign}${num(abs / 1024)} KiB`;
  return `${sign}${num(abs / (1024 * 1024))} MiB`;
}

const numeric = /^[-+±]?[\d,.]+\s?(ns|µs|ms|KiB|MiB|%|×)?$/;

/** Renders `table` as GitHub-flavoured Markdown (readable in a terminal too). */
export function render(table: Table): string {
  const widths = table.head.map((cell, i) =>
    Math.max(cell.length, ...table.rows.map((row) => (row[i] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, i) => {
        const width = widths[i] ?? 0;
        return numeric.test(cell) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(" | ")} |`;
  const rule = `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`;
  const out = [`### ${table.title}`, "", line(table.head), rule, ...table.rows.map(line)];
  if (table.notes !== undefined && table.notes.length > 0) out.push("", ...table.notes);
  return `${out.join("\n")}\n`;
}
