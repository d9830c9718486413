import { packageFile } from "../input/package-file.js";

/** The bundled sample: a tool catalog and a log of calls to replay with no arguments given. */
export const samplePaths: { readonly tools: string; readonly log: string } = {
  tools: packageFile("sample/tools.json"),
  log: packageFile("sample/calls.jsonl"),
};

/** `--tools sample` names the bundled catalog (a file named `sample` is `./sample`). */
export const SAMPLE = "sample";
