export type { CliIo } from "./cli-io.js";
export { nodeIo } from "./cli-io.js";
export { loadCatalog } from "./load-catalog.js";
export { main } from "./main.js";
export { parseLog } from "./parse-log.js";
export type { MessageCount, ReplayReport, Tally, ToolTally } from "./replay.js";
export { replay } from "./replay.js";
export type { Catalog, LoadResult, LogCall, LogProblem, ParsedLog } from "./types.js";
