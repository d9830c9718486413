import { formatCount } from "./format-count.js";

/** A log gets a progress bar (when stderr is a terminal) once this many calls have been read. */
export const PROGRESS_THRESHOLD = 1000;

/** The widest the bar itself gets, in characters between its brackets. */
const MAX_BAR = 30;
/** Narrower than this, the bar is left out and only the figures are shown. */
const MIN_BAR = 5;
/** Assumed when the terminal does not say its width. */
const DEFAULT_COLUMNS = 80;
/** With no size known (standard input), the figures are redrawn once per this many calls. */
const CALLS_PER_REDRAW = 1000;

/** A one-line progress bar redrawn in place with `\r`; `done()` erases it. */
export interface ProgressBar {
  /** Records that `bytes` of the log and `calls` calls are done; redraws when the figures shown move. */
  update(bytes: number, calls: number): void;
  /** Erases the bar, leaving the line empty. */
  done(): void;
}

/**
 * A progress bar over a log of `totalBytes` (`undefined`: unknown, only calls are counted),
 * written with `write` (standard error). Each line is at most `columns() - 1` characters, so the
 * terminal never wraps it (docs/cli.md, "replay").
 */
export function createProgressBar(
  totalBytes: number | undefined,
  write: (text: string) => void,
  columns: () => number | undefined = () => undefined,
): ProgressBar {
  let shown: number | undefined;
  let drawnLength = 0;
  return {
    update(bytes, calls) {
      const step =
        totalBytes === undefined
          ? Math.floor(calls / CALLS_PER_REDRAW)
          : totalBytes === 0
            ? 100
            : Math.min(100, Math.floor((bytes / totalBytes) * 100));
      if (step === shown) return;
      shown = step;
      const width = widthOf(columns());
      const line = render(totalBytes === undefined ? undefined : step, calls, width);
      // Spaces cover what a longer earlier line left (the terminal may have been narrowed).
      write(`\r${line}${" ".repeat(Math.max(0, Math.min(drawnLength, width) - line.length))}`);
      drawnLength = line.length;
    },
    done() {
      const width = widthOf(columns());
      if (drawnLength > 0) write(`\r${" ".repeat(Math.min(drawnLength, width))}\r`);
    },
  };
}

/** The room for a line: one column short of the terminal's width (0 or unknown: 80). */
function widthOf(columns: number | undefined): number {
  return Math.max(1, (columns === undefined || columns <= 0 ? DEFAULT_COLUMNS : columns) - 1);
}

/** `[####----]  42% 1,234 calls`, fitted to `width`: the bar shrinks, then goes, then the text is cut. */
function render(percent: number | undefined, calls: number, width: number): string {
  const figures =
    percent === undefined
      ? `${formatCount(calls)} calls`
      : `${String(percent).padStart(3)}% ${formatCount(calls)} calls`;
  const room = width - figures.length - 3;
  if (percent === undefined || room < MIN_BAR) return figures.slice(0, width);
  const bar = Math.min(MAX_BAR, room);
  const filled = Math.round((percent / 100) * bar);
  return `[${"#".repeat(filled)}${"-".repeat(bar - filled)}] ${figures}`;
}
