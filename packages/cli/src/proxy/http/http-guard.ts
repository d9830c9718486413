import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";

/** What `--listen` lets in. */
export interface GuardOptions {
  readonly host: string;
  readonly port: number;
  /** The bearer token each request must carry, `${VAR}` already expanded. */
  readonly token?: string | undefined;
  /** The `Origin`s allowed besides none at all (`--allow-origin`). */
  readonly origins: readonly string[];
}

/** Why a request is refused: its HTTP status and one line. */
export interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Whether `host` is a loopback address or name. */
export function isLoopback(host: string): boolean {
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return host === "::1";
}

/**
 * Checks a request's `Host`, `Origin` and `Authorization` headers (docs/cli.md, "--listen"):
 * on a loopback address only a loopback `Host` (DNS rebinding), an `Origin` only when allowed,
 * and the bearer token when one is set. `undefined` when it may pass.
 */
export function refusal(headers: IncomingHttpHeaders, options: GuardOptions): Refusal | undefined {
  if (isLoopback(options.host)) {
    const host = headers.host ?? "";
    const name = host.replace(/:\d+$/, "").replace(/^\[(.*)\]$/, "$1");
    if (!isLoopback(name))
      return { status: 403, message: `Forbidden: Host ${host} is not allowed` };
  }
  const origin = headers.origin;
  if (origin !== undefined && !options.origins.includes(origin)) {
    return { status: 403, message: `Forbidden: Origin ${origin} is not allowed` };
  }
  if (options.token !== undefined) {
    const given = /^Bearer (.+)$/i.exec(headers.authorization ?? "")?.[1];
    if (given === undefined || !sameSecret(given, options.token)) {
      return {
        status: 401,
        message: "Unauthorized: a valid bearer token is required",
        headers: { "www-authenticate": 'Bearer realm="tool-input proxy"' },
      };
    }
  }
  return undefined;
}

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}
