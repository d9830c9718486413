import { bfclTool, type CorpusTool, mcpTool } from "./corpus.js";

/** A corpus tool with hand-written inputs for each scenario. */
export interface Fixture {
  /** Short label for the tables. */
  readonly label: string;
  readonly tool: CorpusTool;
  /** A correct input. */
  readonly valid: Record<string, unknown>;
  /** What a model sends: JSON text for arrays/objects and quoted scalars; repairs to `valid`. */
  readonly repairable: Record<string, unknown>;
  /** Only quoted booleans/numbers (what the alternatives can handle); repairs to `valid`. */
  readonly scalars?: Record<string, unknown>;
  /** Only JSON-text arrays/objects; repairs to `valid`. */
  readonly jsonText?: Record<string, unknown>;
}

const json = (value: unknown): string => JSON.stringify(value);

const edits = [
  { oldText: "const retries = 3;", newText: "const retries = 5;" },
  { oldText: "await sleep(100);", newText: "await sleep(250);" },
];

/** filesystem edit_file: an array of objects and a boolean (draft-07). */
export const editFile: Fixture = {
  label: "filesystem/edit_file",
  tool: mcpTool("filesystem", "edit_file"),
  valid: { path: "src/client.ts", edits, dryRun: true },
  repairable: { path: "src/client.ts", edits: json(edits), dryRun: "true" },
  scalars: { path: "src/client.ts", edits, dryRun: "true" },
  jsonText: { path: "src/client.ts", edits: json(edits), dryRun: true },
};

const paths = ["README.md", "src/index.ts", "src/client.ts", "docs/usage.md"];

/** filesystem read_multiple_files: one array of strings with minItems (draft-07). */
export const readMultipleFiles: Fixture = {
  label: "filesystem/read_multiple_files",
  tool: mcpTool("filesystem", "read_multiple_files"),
  valid: { paths },
  repairable: { paths: json(paths) },
};

const excludePatterns = ["node_modules", "dist", "*.min.js"];

/** filesystem search_files: strings and an array of strings (draft-07). */
export const searchFiles: Fixture = {
  label: "filesystem/search_files",
  tool: mcpTool("filesystem", "search_files"),
  valid: { path: "src", pattern: "*.test.ts", excludePatterns },
  repairable: { path: "src", pattern: "*.test.ts", excludePatterns: json(excludePatterns) },
};

const labels = ["bug", "good first issue"];
const issuesBase = { owner: "octocat", repo: "hello-world", state: "open", sort: "updated" };

/** github list_issues: 9 properties, enums, numbers, an array, additionalProperties false. */
export const listIssues: Fixture = {
  label: "github/list_issues",
  tool: mcpTool("github", "list_issues"),
  valid: { ...issuesBase, direction: "desc", labels, page: 2, per_page: 50 },
  repairable: { ...issuesBase, direction: "desc", labels: json(labels), page: "2", per_page: "50" },
  scalars: { ...issuesBase, direction: "desc", labels, page: "2", per_page: "50" },
  jsonText: { ...issuesBase, direction: "desc", labels: json(labels), page: 2, per_page: 50 },
};

/** github list_issues with five mistakes: one missing, one unexpected, one enum, two types. */
export const listIssuesMistakes: Record<string, unknown> = {
  owner: "octocat",
  state: "opened",
  label: ["bug"],
  page: true,
  per_page: "fifty",
};

const logBase = { path: ".", author: "ada", branch: "main", grep: "fix" };

/** git git_log: 13 properties, integers with ranges, booleans (2020-12). */
export const gitLog: Fixture = {
  label: "git/git_log",
  tool: mcpTool("git", "git_log"),
  valid: { ...logBase, maxCount: 20, skip: 40, oneline: true, stat: false, patch: false },
  repairable: {
    ...logBase,
    maxCount: "20",
    skip: "40",
    oneline: "true",
    stat: "false",
    patch: "false",
  },
};

const color = [31, 41, 59];
const textRuns = [{ text: "Q3 ", bold: true }, { text: "results" }];
const slideBase = {
  operation: "add",
  top: 2,
  width: 6,
  height: 1.25,
  text: "Quarterly results",
  font_name: "Inter",
  underline: false,
  alignment: "center",
  vertical_alignment: "middle",
  validation_only: false,
  max_font_size: 40,
  presentation_id: "deck-1",
};

/** ppt manage_text (LiveMCPBench): 23 properties, pydantic nullables (`anyOf [X, null]`), no `$schema`. */
export const manageText: Fixture = {
  label: "ppt/manage_text",
  tool: bfclTool("livemcpbench/ppt", "manage_text"),
  valid: {
    ...slideBase,
    slide_index: 2,
    left: 1.5,
    font_size: 24,
    bold: true,
    italic: false,
    auto_fit: true,
    min_font_size: 10,
    color,
    text_runs: textRuns,
  },
  repairable: {
    ...slideBase,
    slide_index: "2",
    left: "1.5",
    font_size: "24",
    bold: "true",
    italic: "false",
    auto_fit: "true",
    min_font_size: "10",
    color: json(color),
    text_runs: json(textRuns),
  },
  scalars: {
    ...slideBase,
    slide_index: "2",
    left: "1.5",
    font_size: "24",
    bold: "true",
    italic: "false",
    auto_fit: "true",
    min_font_size: "10",
    color,
    text_runs: textRuns,
  },
  jsonText: {
    ...slideBase,
    slide_index: 2,
    left: 1.5,
    font_size: 24,
    bold: true,
    italic: false,
    auto_fit: true,
    min_font_size: 10,
    color: json(color),
    text_runs: json(textRuns),
  },
};

/** Every fixture, smallest schema first. */
export const fixtures: readonly Fixture[] = [
  readMultipleFiles,
  searchFiles,
  editFile,
  listIssues,
  gitLog,
  manageText,
];
