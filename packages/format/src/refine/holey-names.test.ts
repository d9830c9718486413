// Candidate names from the caller may be a sparse array of length 2^32 − 1: they are read by the
// names the array has (docs/messages.md, "Bounds"); a hole is no candidate.
import { describe, expect, it } from "vitest";
import { sparse } from "../../../../test/support/sparse-array.js";
import { didYouMean, nearNames, prepareNames } from "./did-you-mean.js";
import { nearMissKey } from "./near-miss-key.js";

describe("did-you-mean over a sparse array of length 2^32 − 1", () => {
  it("prepareNames and nearNames read the names it has", () => {
    expect(prepareNames(sparse("read_file", "write_file")).names.map((n) => n.text)).toEqual([
      "read_file",
      "write_file",
    ]);
    expect(nearNames("read_files", sparse("read_file"), 3)).toEqual(["read_file"]);
  });

  it("didYouMean and nearMissKey suggest from the names it has", () => {
    expect(didYouMean("qeury", sparse("query"))).toBe("query");
    expect(nearMissKey("project", sparse("project_id"))).toBe("project_id");
  });
});
