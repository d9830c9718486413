/** Logs with at least this many calls get a progress bar (when stderr is a terminal). */
export const PROGRESS_THRESHOLD = 1000;

const WIDTH = 30;

/** A one-line progress bar redrawn in place with `\r`; `done()` erases it. */
export interface ProgressBar {
  /** Records that `count` calls of the total are done; redraws when the percentage moves. */
  update(count: number): void;
  /** Erases the bar, leaving the line empty. */
  done(): void;
}

/** A progress bar over `total` calls, written with `write` (standard error). */
export function createProgressBar(total: number, write: (text: string) => void): ProgressBar {
  let shown = -1;
  let drawn = "";
  return {
    update(count) {
      const percent = total === 0 ? 100 : Math.floor((count / total) * 100);
      if (percent === shown) return;
      shown = percent;
      const filled = Math.round((percent / 100) * WIDTH);
      drawn = `[${"#".repeat(filled)}${"-".repeat(WIDTH - filled)}] ${String(percent).padStart(3)}% ${count}/${total} calls`;
      write(`\r${drawn}`);
    },
    done() {
      if (drawn !== "") write(`\r${" ".repeat(drawn.length)}\r`);
    },
  };
}
