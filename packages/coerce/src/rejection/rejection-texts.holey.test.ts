// A rejection built in memory may carry a sparse `content` of length 2^32 − 1: its text items
// are read by the items it has.
import { describe, expect, it } from "vitest";
import { decodeRejectedInput } from "./decode-rejected-input.js";

describe("decodeRejectedInput, given a sparse content list of length 2^32 − 1", () => {
  it("reads the text items the list has", () => {
    const content: unknown[] = [];
    content.length = 2 ** 32 - 1;
    content[0] = {
      type: "text",
      text: "MCP error -32602: Input validation error: Invalid arguments for tool lint-files: Expected array, received string at filePaths",
    };
    const input = { filePaths: '["/srv/a.txt"]' };
    expect(decodeRejectedInput(input, { content, isError: true })).toEqual({
      filePaths: ["/srv/a.txt"],
    });
  });
});
