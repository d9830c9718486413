import { EXIT, usageError } from "./cli-error.js";
import type { CliIo } from "./cli-io.js";
import { loadOtel } from "./load-otel.js";
import { parseCommandArgs } from "./parse-command-args.js";
import { runProxy } from "./run-proxy.js";
import { PROXY_USAGE } from "./usage.js";

/** `tool-input proxy [options] -- <command> [args…]`: runs an MCP server behind the proxy; returns the server's exit status. */
export async function proxyCommand(args: readonly string[], io: CliIo): Promise<number> {
  const split = args.indexOf("--");
  const own = split === -1 ? args : args.slice(0, split);
  const parsed = parseCommandArgs(own, {
    answer: "boolean",
    log: "string",
    learned: "string",
    otel: "boolean",
  });
  if (!parsed.ok) return usageError(io, "proxy", parsed.error);
  const { values, positionals } = parsed;
  if (values.help === true) {
    io.writeOut(PROXY_USAGE);
    return EXIT.ok;
  }
  if (positionals.length > 0) {
    return usageError(
      io,
      "proxy",
      `unexpected argument "${positionals[0]}" (put the server's command after --)`,
    );
  }
  const [command, ...rest] = split === -1 ? [] : args.slice(split + 1);
  if (command === undefined)
    return usageError(io, "proxy", "the server's command is missing after --");
  if (io.stdin === undefined || io.stdout === undefined) {
    io.writeErr("tool-input proxy: needs the process's standard input and output\n");
    return EXIT.unusable;
  }
  const telemetry = values.otel === true ? await loadOtel() : undefined;
  if (typeof telemetry === "string") {
    io.writeErr(`tool-input proxy: ${telemetry}\n`);
    return EXIT.unusable;
  }
  const status = await runProxy(
    {
      command,
      args: rest,
      answer: values.answer === true,
      log: values.log as string | undefined,
      learned: values.learned as string | undefined,
      telemetry,
    },
    { input: io.stdin, output: io.stdout },
    io,
  );
  await telemetry?.shutdown();
  return status;
}
