import type { Result } from "../types.js";
import { expandEnv } from "./expand-env.js";

/** The server the proxy relays to: a command it starts, or a remote MCP endpoint. */
export type ServerTarget =
  | { readonly kind: "command"; readonly command: string; readonly args: readonly string[] }
  | {
      readonly kind: "url";
      readonly url: URL;
      /** Sent with every request, `${VAR}` already expanded. */
      readonly headers: Readonly<Record<string, string>>;
    };

/** Where `--listen` binds. */
export interface ListenAddress {
  readonly host: string;
  readonly port: number;
}

type Env = Readonly<Record<string, string | undefined>>;

// An HTTP header name is a token (RFC 9110, 5.6.2).
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** `--url` and its `--header "Name: value"` flags (docs/cli.md, "Remote servers"). */
export function remoteTarget(
  url: string,
  headers: readonly string[],
  env: Env,
): Result<ServerTarget> {
  const expandedUrl = expandEnv(url, env);
  if (!expandedUrl.ok) return { ok: false, error: `--url: ${expandedUrl.error}` };
  let parsed: URL;
  try {
    parsed = new URL(expandedUrl.value);
  } catch {
    return { ok: false, error: `--url "${url}" is not a URL` };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, error: `--url "${url}" is not an http: or https: URL` };
  }
  // Fetch sends no request to such a URL, and the text is not printed: it holds the secret.
  if (parsed.username !== "" || parsed.password !== "") {
    return {
      ok: false,
      error:
        "--url: a user name or password in the URL is not sent; send it in a header (--header 'Authorization: Basic …')",
    };
  }
  const table: Record<string, string> = {};
  for (const header of headers) {
    const colon = header.indexOf(":");
    const name = colon === -1 ? "" : header.slice(0, colon).trim();
    if (!TOKEN.test(name)) {
      return { ok: false, error: `--header "${header}" is not of the form "Name: value"` };
    }
    const value = expandEnv(header.slice(colon + 1).trim(), env);
    if (!value.ok) return { ok: false, error: `--header ${name}: ${value.error}` };
    if (/[\r\n\0]/.test(value.value)) {
      return { ok: false, error: `--header ${name}: the value has a line break or NUL` };
    }
    table[name] = value.value;
  }
  return { ok: true, value: { kind: "url", url: parsed, headers: table } };
}

/** `--listen [HOST:]PORT`; the host is 127.0.0.1 when not given. */
export function listenAddress(text: string): Result<ListenAddress> {
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(text);
  const port = Number(match?.[2]);
  if (match === null || port > 65_535) {
    return { ok: false, error: `--listen "${text}" is not [HOST:]PORT` };
  }
  const host = match[1]?.replace(/^\[(.*)\]$/, "$1") ?? "127.0.0.1";
  return { ok: true, value: { host, port } };
}
