import { resolvePointer } from "../refine/value-at.js";
import type { Known, PathSegment } from "../types.js";
import type { AjvErrorContext, AjvErrorLike } from "./ajv-error-like.js";

/**
 * An error and where it points in the input, resolved on first read: past the cap, most errors
 * are only counted and never need their place.
 */
export class LocatedError implements AjvErrorContext {
  readonly error: AjvErrorLike;
  readonly coercedDepth: number | undefined;
  #data: unknown;
  #resolved: { path: PathSegment[]; known: Known } | undefined;

  constructor(error: AjvErrorLike, data: unknown, coercedDepth: number | undefined) {
    this.error = error;
    this.#data = data;
    this.coercedDepth = coercedDepth;
  }

  get path(): readonly PathSegment[] {
    return this.#resolve().path;
  }

  get known(): Known {
    return this.#resolve().known;
  }

  #resolve(): { path: PathSegment[]; known: Known } {
    if (this.#resolved === undefined) {
      this.#resolved = resolvePointer(this.error.instancePath, this.#data);
      this.#data = undefined;
    }
    return this.#resolved;
  }
}
