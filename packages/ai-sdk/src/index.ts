export { createRepairToolCall } from "./create-repair-tool-call.js";
export { withToolInput } from "./with-tool-input.js";
