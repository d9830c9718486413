import type { IncomingMessage } from "node:http";

/** A request's body as JSON, or the status and line it is refused with. */
export type ReadBody =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly status: number; readonly message: string };

/**
 * Reads a request's JSON body, at most `max` bytes (docs/cli.md, "--listen"): a longer one,
 * by its Content-Length or as it arrives, is refused with 413 before it is parsed or relayed.
 */
export async function readBody(req: IncomingMessage, max: number): Promise<ReadBody> {
  const tooLarge = {
    ok: false,
    status: 413,
    message: `Payload Too Large: over ${max} bytes`,
  } as const;
  const length = Number(req.headers["content-length"]);
  if (Number.isFinite(length) && length > max) {
    drain(req, max);
    return tooLarge;
  }
  const read = await new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      req.off("data", onData);
      drain(req, max);
      resolve(undefined);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
  if (read === undefined) return tooLarge;
  try {
    return { ok: true, value: JSON.parse(read.toString("utf8")) };
  } catch {
    return { ok: false, status: 400, message: "Parse error: the body is not JSON" };
  }
}

/**
 * Reads the rest of a refused body and drops it, so that the client, still sending, reads the
 * 413 rather than a broken pipe; past 16 times `max` more, the connection is cut.
 */
function drain(req: IncomingMessage, max: number): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > 16 * max) req.socket.destroy();
  });
  req.resume();
}
