import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./workspace-packages.js";

/** The major versions of Node.js that `.ci/run` runs the tests on (its `NODE_MAJORS`), oldest first. */
export function nodeMajorsTested(): number[] {
  const ci = readFileSync(join(repoRoot, ".ci", "run"), "utf8");
  const list = /^NODE_MAJORS=\(([\d ]+)\)$/m.exec(ci)?.[1];
  if (list === undefined) throw new Error(".ci/run has no NODE_MAJORS=(…) line");
  return list
    .trim()
    .split(/\s+/)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The majors tested that a package needing Node.js `floor` (`20.19`, `22`) runs on. */
export function testedOn(floor: string): number[] {
  const major = Number(floor.split(".")[0]);
  return nodeMajorsTested().filter((tested) => tested >= major);
}
