export type { LoadCatalogOptions } from "./catalog/load-catalog.js";
export { loadCatalog } from "./catalog/load-catalog.js";
export { parseLog } from "./log/parse-log.js";
export type { MessageCount, ReplayReport, Tally, ToolTally } from "./log/replay.js";
export { replay } from "./log/replay.js";
export { main } from "./main.js";
export type { CliIo } from "./terminal/cli-io.js";
export { nodeIo } from "./terminal/cli-io.js";
export type { Catalog, LoadResult, LogCall, LogProblem, ParsedLog, Result } from "./types.js";
