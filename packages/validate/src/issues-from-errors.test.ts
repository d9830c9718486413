import * as format from "@tool-input/format";
import type { ErrorObject } from "ajv";
import { describe, expect, it, vi } from "vitest";
import { issuesFromErrors, pathOf } from "./issues-from-errors.js";

vi.mock("@tool-input/format", async (importOriginal) => {
  const real = await importOriginal<typeof import("@tool-input/format")>();
  return { ...real, issuesFromAjv: vi.fn(real.issuesFromAjv) };
});

describe("pathOf", () => {
  it.each([
    { pointer: "", path: [] },
    { pointer: "/edits/0/oldText", path: ["edits", 0, "oldText"] },
    { pointer: "/a~1b/c~0d", path: ["a/b", "c~d"] },
    { pointer: "/01/10", path: ["01", 10] },
    { pointer: "/-n", path: ["-n"] },
  ])("$pointer", ({ pointer, path }) => {
    expect(pathOf(pointer)).toEqual(path);
  });
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
    expect(issuesFromErrors([error({ instancePath: "/a/2" })], {})).toEqual([
      { kind: "other", path: ["a", 2], message: "must be a weekday" },
    ]);
  });
});
