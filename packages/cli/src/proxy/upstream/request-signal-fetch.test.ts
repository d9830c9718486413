import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { requestSignalFetch } from "./request-signal-fetch.js";

const answer = (status: number, body: string | null) => async () =>
  new Response(body, { status, headers: { "content-type": "application/json" } });

describe("requestSignalFetch", () => {
  it("leaves no listener on the caller's signal once each body is read", async () => {
    const outer = new AbortController();
    const fetch = requestSignalFetch(answer(200, '{"ok":true}'));
    for (let i = 0; i < 100; i++) {
      const response = await fetch("http://127.0.0.1/mcp", { signal: outer.signal });
      expect(await response.json()).toEqual({ ok: true });
    }
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
  });

  it("nor once a body is cancelled, or there is none", async () => {
    const outer = new AbortController();
    const cancelled = await requestSignalFetch(answer(200, "data: x\n\n"))("http://h/", {
      signal: outer.signal,
    });
    await cancelled.body?.cancel();
    await requestSignalFetch(answer(202, null))("http://h/", { signal: outer.signal });
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
  });

  it("keeps the status, the headers and the body", async () => {
    const response = await requestSignalFetch(answer(404, "gone"))("http://h/", {
      signal: new AbortController().signal,
    });
    expect([response.status, response.headers.get("content-type"), await response.text()]).toEqual([
      404,
      "application/json",
      "gone",
    ]);
  });

  it("aborting the caller's signal aborts a request in flight, and a body being read", async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    const fetch = requestSignalFetch(async (_url, init) => {
      seen = init?.signal ?? undefined;
      return new Response(new ReadableStream({ start() {} }), { status: 200 });
    });
    const response = await fetch("http://h/", { signal: outer.signal });
    const read = response.text();
    expect(seen?.aborted).toBe(false);
    outer.abort(new Error("closed"));
    expect(seen?.aborted).toBe(true);
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
    void read.catch(() => {});
  });
});
