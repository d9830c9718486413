import * as format from "@tool-input/format";
import { formatIssues } from "@tool-input/format";
import type { ErrorObject } from "ajv";
import { describe, expect, it, vi } from "vitest";
import { issuesFromErrors } from "./issues-from-errors.js";

vi.mock("@tool-input/format", async (importOriginal) => {
  const real = await importOriginal<typeof import("@tool-input/format")>();
  return { ...real, issuesFromAjv: vi.fn(real.issuesFromAjv) };
});

describe("issuesFromErrors", () => {
  const error = (over: Partial<ErrorObject>): ErrorObject => ({
    keyword: "custom",
    instancePath: "/when",
    schemaPath: "#/properties/when/custom",
    params: {},
    message: "must be a weekday",
    ...over,
  });

  it("uses the format package's adapter when it finds issues", () => {
    expect(
      issuesFromErrors(
        [
          error({
            keyword: "required",
            instancePath: "",
            schemaPath: "#/required",
            params: { missingProperty: "path" },
            message: "must have required property 'path'",
          }),
        ],
        {},
      ),
    ).toEqual([{ kind: "missing", path: ["path"] }]);
  });

  it("never answers with no issue: Ajv's first error becomes an `other` issue", () => {
    expect(issuesFromErrors([], {})).toEqual([
      { kind: "other", path: [], message: "is not valid" },
    ]);
    expect(issuesFromErrors(null, {})).toEqual([
      { kind: "other", path: [], message: "is not valid" },
    ]);
    vi.mocked(format.issuesFromAjv).mockReturnValueOnce([]);
    expect(issuesFromErrors([error({})], { when: "someday" })).toEqual([
      { kind: "other", path: ["when"], message: "must be a weekday" },
    ]);
  });

  it("an adapter that throws is answered the same way", () => {
    vi.mocked(format.issuesFromAjv).mockImplementationOnce(() => {
      throw new Error("adapter bug");
    });
    expect(issuesFromErrors([error({ instancePath: "/a/2" })], { a: [0, 1, 2] })).toEqual([
      { kind: "other", path: ["a", 2], message: "must be a weekday" },
    ]);
  });

  it("reads a key `0` of an object as a key, as issuesFromAjv does (one pointer decoder)", () => {
    const data = { a: { 0: "someday" } };
    const ajvError = error({
      instancePath: "/a/0",
      schemaPath: "#/properties/a/properties/0/custom",
    });
    const adapted = format.issuesFromAjv([ajvError], data);
    vi.mocked(format.issuesFromAjv).mockReturnValueOnce([]);
    const fallback = issuesFromErrors([ajvError], data);
    expect(fallback).toEqual([{ kind: "other", path: ["a", "0"], message: "must be a weekday" }]);
    expect(fallback[0]?.path).toEqual(adapted[0]?.path);
    expect(formatIssues("T", fallback)).toBe(
      "T failed due to the following issue:\nThe parameter `a.0` must be a weekday",
    );
    vi.mocked(format.issuesFromAjv).mockReturnValueOnce([]);
    expect(issuesFromErrors([error({ instancePath: "/a/0" })], { a: ["someday"] })).toEqual([
      { kind: "other", path: ["a", 0], message: "must be a weekday" },
    ]);
  });
});
