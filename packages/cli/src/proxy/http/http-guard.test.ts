import { describe, expect, it } from "vitest";
import { isLoopback, refusal } from "./http-guard.js";

const local = { host: "127.0.0.1", port: 8080, origins: ["http://localhost:6274"] };

describe("refusal", () => {
  it.each([
    { name: "a loopback Host", headers: { host: "127.0.0.1:8080" } },
    { name: "localhost", headers: { host: "localhost:8080" } },
    { name: "[::1]", headers: { host: "[::1]:8080" } },
    {
      name: "an allowed Origin",
      headers: { host: "localhost:8080", origin: "http://localhost:6274" },
    },
  ])("lets in $name", ({ headers }) => {
    expect(refusal(headers, local)).toBeUndefined();
  });

  it.each([
    {
      name: "a rebinding Host",
      headers: { host: "attacker.example:8080" },
      expected: { status: 403, message: "Forbidden: Host attacker.example:8080 is not allowed" },
    },
    {
      name: "no Host",
      headers: {},
      expected: { status: 403, message: "Forbidden: Host  is not allowed" },
    },
    {
      name: "a foreign Origin",
      headers: { host: "localhost:8080", origin: "https://attacker.example" },
      expected: {
        status: 403,
        message: "Forbidden: Origin https://attacker.example is not allowed",
      },
    },
    {
      name: "the opaque Origin of a sandboxed page",
      headers: { host: "localhost:8080", origin: "null" },
      expected: { status: 403, message: "Forbidden: Origin null is not allowed" },
    },
  ])("refuses $name", ({ headers, expected }) => {
    expect(refusal(headers, local)).toEqual(expected);
  });

  it("checks no Host when told to bind elsewhere than loopback", () => {
    expect(refusal({ host: "box.lan:8080" }, { ...local, host: "0.0.0.0" })).toBeUndefined();
  });

  const unauthorized = {
    status: 401,
    message: "Unauthorized: a valid bearer token is required",
    headers: { "www-authenticate": 'Bearer realm="tool-input proxy"' },
  };
  it.each([
    { name: "no token", authorization: undefined, expected: unauthorized },
    { name: "a wrong token", authorization: "Bearer guess", expected: unauthorized },
    { name: "a longer token", authorization: "Bearer s3cret-and-more", expected: unauthorized },
    { name: "basic credentials", authorization: "Basic czNjcmV0", expected: unauthorized },
    { name: "the token", authorization: "Bearer s3cret", expected: undefined },
    { name: "the token, any case of Bearer", authorization: "bearer s3cret", expected: undefined },
  ])("$name", ({ authorization, expected }) => {
    const headers = { host: "127.0.0.1:8080", ...(authorization ? { authorization } : {}) };
    expect(refusal(headers, { ...local, token: "s3cret" })).toEqual(expected);
  });
});

describe("isLoopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.4.5.6", true],
    ["::1", true],
    ["localhost", true],
    ["0.0.0.0", false],
    ["192.0.2.1", false],
    ["localhost.attacker.example", false],
  ])("%s: %s", (host, expected) => {
    expect(isLoopback(host as string)).toBe(expected);
  });
});
