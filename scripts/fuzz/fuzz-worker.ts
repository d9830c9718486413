// The child process of the fuzz run (docs/security.md, "The fuzz run"): runs each case it is
// sent and answers with what the case found. `fuzz.ts` stops it when a case passes its bound.
import { runFuzzCase } from "./fuzz-case.js";

process.on("message", (message: { seed: number; index: number }) => {
  process.send?.(runFuzzCase(message.seed, message.index));
});
process.send?.("ready");
