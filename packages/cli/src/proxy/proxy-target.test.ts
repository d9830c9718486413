// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${VAR} is the syntax under test
import { describe, expect, it } from "vitest";
import { listenAddress, remoteTarget } from "./proxy-target.js";

describe("remoteTarget", () => {
  it("refuses a user name or password in the URL without printing it", () => {
    const result = remoteTarget("https://u:p4ss@mcp.example.com/mcp", [], {});
    expect(result).toEqual({
      ok: false,
      error:
        "--url: a user name or password in the URL is not sent; send it in a header (--header 'Authorization: Basic …')",
    });
  });

  it("expands ${VAR} in the URL and in header values", () => {
    const env = { TOKEN: "s3cret", HOST: "mcp.example.com" };
    expect(
      remoteTarget("https://${HOST}/mcp", ["Authorization: Bearer ${TOKEN}", "X-Team:a:b"], env),
    ).toEqual({
      ok: true,
      value: {
        kind: "url",
        url: new URL("https://mcp.example.com/mcp"),
        headers: { Authorization: "Bearer s3cret", "X-Team": "a:b" },
      },
    });
  });

  it.each([
    { url: "mcp.example.com", headers: [], error: '--url "mcp.example.com" is not a URL' },
    { url: "file:///x", headers: [], error: '--url "file:///x" is not an http: or https: URL' },
    {
      url: "http://h/${NOPE}",
      headers: [],
      error: "--url: the environment variable NOPE is not set",
    },
    {
      url: "http://h/",
      headers: ["Bearer x"],
      error: '--header "Bearer x" is not of the form "Name: value"',
    },
    {
      url: "http://h/",
      headers: ["Authorization: Bearer ${NOPE}"],
      error: "--header Authorization: the environment variable NOPE is not set",
    },
    {
      url: "http://h/",
      headers: ["X: ${BROKEN}"],
      error: "--header X: the value has a line break or NUL",
    },
  ])("$error", ({ url, headers, error }) => {
    expect(remoteTarget(url, headers, { BROKEN: "a\r\nInjected: 1" })).toEqual({
      ok: false,
      error,
    });
  });
});

describe("listenAddress", () => {
  it.each([
    { text: "8080", value: { host: "127.0.0.1", port: 8080 } },
    { text: "0", value: { host: "127.0.0.1", port: 0 } },
    { text: "localhost:3000", value: { host: "localhost", port: 3000 } },
    { text: "0.0.0.0:3000", value: { host: "0.0.0.0", port: 3000 } },
    { text: "[::1]:3000", value: { host: "::1", port: 3000 } },
  ])("$text", ({ text, value }) => {
    expect(listenAddress(text)).toEqual({ ok: true, value });
  });

  it.each(["", "http://x:1", "::1:80", "host:", "70000", "a:b"])("refuses %j", (text) => {
    expect(listenAddress(text)).toEqual({
      ok: false,
      error: `--listen "${text}" is not [HOST:]PORT`,
    });
  });
});
