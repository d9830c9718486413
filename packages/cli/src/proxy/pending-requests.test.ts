import { describe, expect, it } from "vitest";
import { PendingRequests } from "./pending-requests.js";

const call = (id: unknown) => ({ jsonrpc: "2.0", id, method: "tools/call", params: {} });
const answer = (id: unknown) => ({ jsonrpc: "2.0", id, result: {} });
const error = (id: unknown) => ({ jsonrpc: "2.0", id, error: { code: -32000, message: "gone" } });

describe("PendingRequests", () => {
  it("answers each request of a batch, and each of two requests with one id", () => {
    const pending = new PendingRequests();
    pending.sent([call(1), { jsonrpc: "2.0", method: "notifications/x" }, call("1")]);
    pending.sent(call(7));
    pending.sent(call(7));
    pending.sent(call(8));
    pending.answered(answer(8));
    expect(pending.size).toBe(4);
    expect(pending.errors("gone")).toEqual([[error(1), error("1")], error(7), error(7)]);
  });

  it("settles the oldest request under an id first, and a batch answered in part", () => {
    const pending = new PendingRequests();
    pending.sent(call(1));
    pending.sent([call(1), call(2)]);
    pending.answered([answer(1)]);
    expect(pending.errors("gone")).toEqual([[error(1), error(2)]]);
    pending.answered(answer(2));
    expect(pending.errors("gone")).toEqual([[error(1)]]);
    pending.answered(answer(1));
    expect(pending.size).toBe(0);
    expect(pending.errors("gone")).toEqual([]);
  });

  it("waits no more for a request the client cancelled, and is empty then", async () => {
    const pending = new PendingRequests();
    pending.sent(call(1));
    pending.sent(call(2));
    const empty = pending.empty();
    pending.sent({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } });
    expect(pending.errors("gone")).toEqual([error(2)]);
    pending.answered(answer(2));
    await expect(empty).resolves.toBeUndefined();
    expect(pending.size).toBe(0);
  });

  it("ignores responses it did not see asked, notifications and what is not a message", () => {
    const pending = new PendingRequests();
    pending.sent(null);
    pending.sent([1, "x"]);
    pending.sent({ jsonrpc: "2.0", id: { no: 1 }, method: "m" });
    pending.answered(answer(3));
    pending.answered([null]);
    expect(pending.size).toBe(0);
    expect(pending.errors("gone")).toEqual([]);
  });
});
