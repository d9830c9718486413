import type { Issue, Issues } from "../types.js";

function isNonEmpty(issues: readonly Issue[]): issues is Issues {
  return issues.length > 0;
}

/** `issues`, or one issue saying the input is not valid when an adapter found nothing to say. */
export function atLeastOne(issues: readonly Issue[]): Issues {
  return isNonEmpty(issues) ? issues : [{ kind: "other", path: [], message: "is not valid" }];
}
