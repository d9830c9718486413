export type { RepairingToolOptions, ToolCallDetails } from "./repairing-tool.js";
export { repairingTool } from "./repairing-tool.js";
export type { ToolInputModel } from "./tool-input-model.js";
export { toolInputModel } from "./tool-input-model.js";
