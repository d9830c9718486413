export type { RepairingToolOptions, ToolCallDetails } from "./repairing-tool.js";
export { repairingTool } from "./repairing-tool.js";
