export { repairingTransport } from "./repairing-transport.js";
export type {
  CallOutcome,
  LearnedCorrections,
  LearnedKind,
  RepairEvent,
  RepairingTransportOptions,
} from "./types.js";
