import { describe, expect, it } from "vitest";
import { withoutUrl } from "./without-url.js";

describe("withoutUrl", () => {
  const url = new URL("https://mcp.example.com/mcp?key=secret");
  const label = "https://mcp.example.com/mcp";

  it("writes the URL's full text as its origin and path, wherever it is", () => {
    const error = new Error(`cannot reach ${url.href}: refused (${url.href})`);
    expect(withoutUrl(error, url, label).message).toBe(`cannot reach ${label}: refused (${label})`);
  });

  it("gives an error without the URL as it is, and a thrown value as an Error", () => {
    const error = new Error("fetch failed");
    expect(withoutUrl(error, url, label)).toBe(error);
    expect(withoutUrl("closed", url, label)).toEqual(new Error("closed"));
  });
});
