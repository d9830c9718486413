// The bundle-size tables of docs/performance.md (section 8) and docs/install.md, read back and
// compared with what `pnpm bench bundle` measures now (test/bundle-sizes-docs.test.ts).

/** A Markdown table: its header cells and its rows, each cell trimmed. */
export interface MarkdownTable {
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const cells = (line: string): string[] =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** The first table of `markdown` whose header has a cell `column`; `undefined` if none does. */
export function tableWithColumn(markdown: string, column: string): MarkdownTable | undefined {
  const lines = markdown.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!line.trim().startsWith("|") || !/^\s*\|[\s|:-]+\|\s*$/.test(lines[i + 1] ?? "")) continue;
    const head = cells(line);
    if (!head.includes(column)) continue;
    const rows: string[][] = [];
    for (let j = i + 2; j < lines.length && (lines[j] ?? "").trim().startsWith("|"); j++)
      rows.push(cells(lines[j] ?? ""));
    return { head, rows };
  }
  return undefined;
}

const size = (cell: string): number | undefined => {
  const match = /^([\d.,]+) (KiB|MiB)$/.exec(cell);
  if (match === null) return undefined;
  return Number((match[1] ?? "").replaceAll(",", "")) * (match[2] === "MiB" ? 1024 : 1);
};

const shares = (cell: string): Map<string, number> | undefined => {
  const parts = cell.split(", ").map((part) => /^(\S+) ([\d.]+)%$/.exec(part));
  if (parts.some((part) => part === null)) return undefined;
  return new Map(parts.map((part) => [part?.[1] ?? "", Number(part?.[2])]));
};

/**
 * Why the page's `shown` cell does not state the `measured` one; `undefined` when it does. Sizes
 * may differ by 5% and shares by 2 points (they move with every change of the code); a list of
 * shares on the page may stop before the measured one does (the largest first); "not for
 * browsers" need not list the built-ins; any other cell must be equal.
 */
export function cellMismatch(shown: string, measured: string): string | undefined {
  const [a, b] = [size(shown), size(measured)];
  if (a !== undefined && b !== undefined)
    return Math.abs(a - b) <= 0.05 * b ? undefined : `${shown}, measured ${measured}`;
  const [sa, sb] = [shares(shown), shares(measured)];
  if (sa !== undefined && sb !== undefined) {
    const order = [...sb.keys()].slice(0, sa.size);
    if ([...sa.keys()].join() !== order.join()) return `${shown}, measured ${measured}`;
    const off = [...sa].filter(([name, share]) => Math.abs(share - (sb.get(name) ?? 0)) > 2);
    return off.length === 0 ? undefined : `${shown}, measured ${measured}`;
  }
  // Which built-ins a bundle for browsers lacks is a detail a page may leave out.
  const notForBrowsers = (cell: string) => cell.startsWith("not for browsers");
  if (notForBrowsers(shown) && notForBrowsers(measured)) return undefined;
  return shown === measured ? undefined : `${shown}, measured ${measured}`;
}
