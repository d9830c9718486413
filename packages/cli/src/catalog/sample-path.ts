import { fileURLToPath } from "node:url";

// This file runs from src/catalog/ (tests) and from dist/catalog/ (the bin): sample/ is two folders up.
const sampleDir = new URL("../../sample/", import.meta.url);

/** The bundled sample: a tool catalog and a log of calls to replay with no arguments given. */
export const samplePaths: { readonly tools: string; readonly log: string } = {
  tools: fileURLToPath(new URL("tools.json", sampleDir)),
  log: fileURLToPath(new URL("calls.jsonl", sampleDir)),
};

/** `--tools sample` names the bundled catalog (a file named `sample` is `./sample`). */
export const SAMPLE = "sample";
