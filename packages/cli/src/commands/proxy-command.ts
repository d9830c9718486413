import { runListen } from "../proxy/http/listen-proxy.js";
import { loadOtel } from "../proxy/load-otel.js";
import { listenAddress, remoteTarget, type ServerTarget } from "../proxy/proxy-target.js";
import { type ProxySpec, runProxy } from "../proxy/run-proxy.js";
import { EXIT, usageError } from "../terminal/cli-error.js";
import type { CliIo } from "../terminal/cli-io.js";
import type { FlagSpec } from "./parse-command-args.js";
import { readCommandArgs } from "./read-command-args.js";
import { splitServerCommand } from "./split-server-command.js";
import { PROXY_USAGE } from "./usage.js";

const FLAGS: FlagSpec = {
  answer: "boolean",
  log: "string",
  learned: "string",
  url: "string",
  header: "strings",
  listen: "string",
  token: "string",
  "allow-origin": "strings",
  otel: "boolean",
};

/**
 * `tool-input proxy [options] [--] <command> [args…]`, or `--url URL`: runs an MCP server behind
 * the proxy, for a client on stdio or, with `--listen`, over HTTP; returns the exit status.
 */
export async function proxyCommand(
  args: readonly string[],
  io: CliIo,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  const { own, command } = splitServerCommand(args, FLAGS);
  const read = readCommandArgs(own, io, "proxy", FLAGS, PROXY_USAGE);
  if (typeof read === "number") return read;
  const { values } = read;
  const url = values.url as string | undefined;
  const headers = (values.header as string[] | undefined) ?? [];
  let server: ServerTarget;
  if (url !== undefined) {
    if (command.length > 0) {
      return usageError(
        io,
        "proxy",
        `give --url or a server's command, not both ("${command[0]}")`,
      );
    }
    const remote = remoteTarget(url, headers, env);
    if (!remote.ok) return usageError(io, "proxy", remote.error);
    server = remote.value;
  } else {
    const [name, ...rest] = command;
    if (name === undefined)
      return usageError(io, "proxy", "the server's command or --url is missing");
    if (headers.length > 0) return usageError(io, "proxy", "--header goes with --url");
    server = { kind: "command", command: name, args: rest };
  }
  const spec: Omit<ProxySpec, "telemetry"> = {
    server,
    answer: values.answer === true,
    log: values.log as string | undefined,
    learned: values.learned as string | undefined,
  };
  const listen = values.listen as string | undefined;
  const token = values.token as string | undefined;
  const origins = (values["allow-origin"] as string[] | undefined) ?? [];
  if (listen === undefined) {
    if (token !== undefined || origins.length > 0) {
      const flag = token !== undefined ? "--token" : "--allow-origin";
      return usageError(io, "proxy", `${flag} goes with --listen`);
    }
    if (io.stdin === undefined || io.stdout === undefined) {
      io.writeErr("tool-input proxy: needs the process's standard input and output\n");
      return EXIT.unusable;
    }
    const { stdin: input, stdout: output } = io;
    return withTelemetry(values.otel === true, io, (telemetry) =>
      runProxy({ ...spec, telemetry }, { input, output }, io),
    );
  }
  const address = listenAddress(listen);
  if (!address.ok) return usageError(io, "proxy", address.error);
  return withTelemetry(values.otel === true, io, (telemetry) =>
    runListen({ ...spec, telemetry }, { ...address.value, token, origins }, io, env),
  );
}

/** Runs `run` with `--otel`'s telemetry when asked for, and flushes it at the end. */
async function withTelemetry(
  otel: boolean,
  io: CliIo,
  run: (telemetry: ProxySpec["telemetry"]) => Promise<number>,
): Promise<number> {
  const telemetry = otel ? await loadOtel() : undefined;
  if (typeof telemetry === "string") {
    io.writeErr(`tool-input proxy: ${telemetry}\n`);
    return EXIT.unusable;
  }
  const status = await run(telemetry);
  await telemetry?.shutdown();
  return status;
}
