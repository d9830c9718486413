import type { CliIo } from "../terminal/cli-io.js";

/**
 * Every command: its arguments (after its name) in, its exit code out (one of `EXIT`, or the
 * server's own status for `proxy`). Reports go to `io`; a command never throws on bad input.
 */
export type Command = (args: readonly string[], io: CliIo) => Promise<number>;
