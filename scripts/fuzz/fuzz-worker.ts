// The child process of the fuzz run (docs/security.md, "The fuzz run"): runs each case it is
// sent and answers with what the case found. `fuzz.ts` stops it when a case passes its bound.
import { runFuzzCase } from "./fuzz-case.js";

// `--hang-case I` (for the run's own test): case I never ends, as the case of seed 25 did.
const hangIndex = process.argv.indexOf("--hang-case");
const hangCase = hangIndex === -1 ? undefined : Number(process.argv[hangIndex + 1]);

process.on("message", (message: { seed: number; index: number }) => {
  while (message.index === hangCase) {}
  process.send?.(runFuzzCase(message.seed, message.index));
});
process.send?.("ready");
