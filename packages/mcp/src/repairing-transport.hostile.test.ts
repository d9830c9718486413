import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { repairingTransport } from "./repairing-transport.js";

// A message built in memory (an in-process transport passes objects, not text) may be anything:
// the wrapper reports what it cannot read through `onerror`, never to the transport delivering it.

const trap = new Proxy(
  {},
  {
    get() {
      throw new Error("trap");
    },
  },
) as JSONRPCMessage;

/** An inner transport that delivers what a test pushes. */
function innerTransport(): Transport & { deliver(message: JSONRPCMessage): void } {
  const inner: Transport & { deliver(message: JSONRPCMessage): void } = {
    start: async () => {},
    close: async () => {},
    send: async () => {},
    deliver: (message) => inner.onmessage?.(message),
  };
  return inner;
}

describe("repairingTransport with messages it cannot read", () => {
  for (const side of ["server", "client"] as const) {
    it(`${side}: a message whose getters throw goes to onerror, and delivery does not throw`, async () => {
      const inner = innerTransport();
      const wrapped = repairingTransport(inner, { side });
      const errors: string[] = [];
      wrapped.onerror = (error) => errors.push(error.message);
      await wrapped.start();
      expect(() => inner.deliver(trap)).not.toThrow();
      expect(errors).toEqual(["trap"]);
      await expect(wrapped.send(trap)).rejects.toThrow("trap");
    });
  }

  it("a handler that gives back a thing that is not a promise is taken as done", async () => {
    const inner = innerTransport();
    const wrapped = repairingTransport(inner, { side: "server" });
    const errors: Error[] = [];
    const seen: JSONRPCMessage[] = [];
    wrapped.onerror = (error) => errors.push(error);
    wrapped.onmessage = ((message: JSONRPCMessage) => {
      seen.push(message);
      return 42;
    }) as Transport["onmessage"];
    await wrapped.start();
    const ping: JSONRPCMessage = { jsonrpc: "2.0", method: "ping", id: 1 };
    expect(() => inner.deliver(ping)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([ping]);
    expect(errors).toEqual([]);
  });
});
