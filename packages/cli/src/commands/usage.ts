/** The help text of `tool-input --help`. */
export const MAIN_USAGE = `Usage: tool-input <command> [options]

Repairs and validates the tool calls a language model sends, as a harness using
@tool-input/validate would, and reports what it did.

Commands:
  check       Run the pipeline on one tool call
  replay      Replay a log of tool calls and report what was valid, repaired and rejected
  proxy       Run an MCP server behind a proxy that repairs its tool calls
  precompile  Write validators for a catalog's tools as code that needs no eval
  project     Print a catalog's tools as a model provider's strict mode takes them
  help        Show the help of a command

Options:
  -h, --help     Show this help
  -v, --version  Show the version

Run \`tool-input help <command>\` for the options of a command.
`;

/** The help text of `tool-input check`. */
export const CHECK_USAGE = `Usage: tool-input check --tools FILE --tool NAME --input JSON|@FILE|-

Runs the pipeline on one call. Valid or repaired: prints the final input as JSON on stdout,
one line per repair on stderr, and exits 0. Rejected: prints the <tool_use_error> text on
stdout and exits 1.

Options:
  --tools FILE   The tool catalog (MCP tools/list, Anthropic, OpenAI, or { name: schema });
                 - for stdin, sample for the bundled sample catalog
  --tool NAME    The tool called
  --input JSON   The call's input: JSON text, @FILE to read it from a file, - for stdin
  --json         Print the whole result object instead
  -h, --help     Show this help

Files may be gzipped; a catalog or input file larger than 64 MiB is refused.
`;

/** The help text of `tool-input replay`. */
export const REPLAY_USAGE = `Usage: tool-input replay [--tools FILE LOG] [--projection T] [--json]

Runs every call in a JSON Lines log through the pipeline and reports, per tool and in total,
how many were valid, repaired (by which rules) and rejected, and the most frequent messages.
With neither --tools nor LOG, replays the bundled sample.

Log lines may be { tool, input }, Anthropic tool_use blocks (or messages holding them),
OpenAI tool_calls, OpenAI Responses function_call items, or MCP tools/call requests.
The log is read as a stream: memory stays flat whatever its size. LOG may be gzipped,
or - for stdin.

Options:
  --tools FILE   The tool catalog (MCP tools/list, Anthropic, OpenAI, or { name: schema });
                 - for stdin, sample for the bundled sample catalog
  --projection T The calls were made against the catalog as tool-input project --target T
                 printed it (openai-strict, gemini, anthropic): names and nulls mapped back
  --json         Print the report as JSON
  -h, --help     Show this help
`;

/** The help text of `tool-input proxy`. */
export const PROXY_USAGE = `Usage: tool-input proxy [options] [--] <command> [args...]
       tool-input proxy [options] --url URL [--header "Name: value"]...

Starts the MCP server <command>, or connects to the remote server at URL (Streamable HTTP, or
HTTP+SSE when the server answers as one), and relays everything between it and the MCP client
on stdin/stdout, or on http://HOST:PORT/mcp with --listen. Each tools/call is repaired against
the schema the server listed for it; a call the server rejects for JSON text where it wanted an
array or object is sent once more, decoded, and what that taught is applied to later calls.
The server's command starts at its first argument that is not an option, or after --.
Exits with the server's status.

Options:
  --answer              Answer a call that cannot be repaired with tool-input's message,
                        instead of sending it on for the server to answer
  --log FILE            Append each tools/call and its outcome to FILE as a JSON line
                        (\`tool-input replay\` reads it)
  --learned FILE        Load what retries taught from FILE, and save what they teach to it
  --url URL             The remote MCP server, instead of a command
  --header "N: v"       A header sent with each request to --url (repeatable); \${VAR} in it
                        is read from the environment
  --listen [HOST:]PORT  Serve MCP clients over Streamable HTTP at /mcp instead of stdio, one
                        server session per client session; HOST is 127.0.0.1 unless given
  --token TOKEN         With --listen, the bearer token each request must carry (\${VAR} is
                        read from the environment)
  --allow-origin ORIGIN With --listen, an Origin a browser client may send (repeatable);
                        requests from any other Origin are refused
  --otel                Export OpenTelemetry metrics and traces as the OTEL_* environment
                        variables say (needs @tool-input/otel and @opentelemetry/sdk-node)
  -h, --help            Show this help
`;

/** The help text of `tool-input precompile`. */
export const PRECOMPILE_USAGE = `Usage: tool-input precompile --tools FILE --out FILE.js

Writes an ES module with Ajv standalone code for every tool of the catalog: a checking and a
reporting function per tool. A server whose tools are known at build time passes its
\`precompiled\` export to createValidator({ precompiled }), and no code is generated at run
time (Cloudflare Workers, browser extensions, Deno Deploy).

Options:
  --tools FILE   The tool catalog (MCP tools/list, Anthropic, OpenAI, or { name: schema });
                 - for stdin, sample for the bundled sample catalog
  --out FILE.js  Where to write the module
  -h, --help     Show this help
`;

/** The help text of `tool-input project`. */
export const PROJECT_USAGE = `Usage: tool-input project --tools FILE --target openai-strict|gemini|anthropic

Prints the catalog's tools as the provider takes them, as an MCP tools/list result: each
schema projected (docs/providers.md), each name the provider refuses rewritten. Each rename and
each tool that cannot be projected faithfully is a line on stderr; exits 1 when a tool was
refused. Check the calls made against these schemas with tool-input replay --projection.

Options:
  --tools FILE   The tool catalog (MCP tools/list, Anthropic, OpenAI, or { name: schema });
                 - for stdin, sample for the bundled sample catalog
  --target T     openai-strict, gemini or anthropic
  -h, --help     Show this help
`;

/** The help text of each command, by name. */
export const COMMAND_USAGE: Readonly<Record<string, string>> = {
  check: CHECK_USAGE,
  replay: REPLAY_USAGE,
  proxy: PROXY_USAGE,
  precompile: PRECOMPILE_USAGE,
  project: PROJECT_USAGE,
  help: "Usage: tool-input help <command>\n\nShows the help of check, replay, proxy, precompile or project.\n",
};
