/** A log gets a progress bar (when stderr is a terminal) once this many calls have been read. */
export const PROGRESS_THRESHOLD = 1000;

const WIDTH = 30;

/** A one-line progress bar redrawn in place with `\r`; `done()` erases it. */
export interface ProgressBar {
  /** Records that `bytes` of the log and `calls` calls are done; redraws when the percentage moves. */
  update(bytes: number, calls: number): void;
  /** Erases the bar, leaving the line empty. */
  done(): void;
}

/** A progress bar over a log of `totalBytes`, written with `write` (standard error). */
export function createProgressBar(totalBytes: number, write: (text: string) => void): ProgressBar {
  let shown = -1;
  let drawn = "";
  return {
    update(bytes, calls) {
      const percent =
        totalBytes === 0 ? 100 : Math.min(100, Math.floor((bytes / totalBytes) * 100));
      if (percent === shown) return;
      shown = percent;
      const filled = Math.round((percent / 100) * WIDTH);
      drawn = `[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${String(percent).padStart(3)}% ${calls} calls`;
      write(`\r${drawn}`);
    },
    done() {
      if (drawn !== "") write(`\r${" ".repeat(drawn.length)}\r`);
    },
  };
}
