import { flagOtherPrototype, raiseOtherPrototype, raiseValidInputFlag } from "./flag-counter.js";
import { objectNeedsLook } from "./object-look.js";

/**
 * What a flagged check reads by name: the Ajv engine's code through its scope, precompiled code
 * from `precompiledRuntime` (docs/pipeline.md, "Precompiled validators"). The functions and
 * prototypes are read once, where the code is made or loaded: a global named in the code would be
 * looked up on every call, and could have been replaced.
 */
export const flagRuntime: FlagRuntime = Object.freeze({
  raiseValidInputFlag,
  raiseOtherPrototype,
  flagOtherPrototype,
  objectNeedsLook,
  getPrototypeOf: Object.getPrototypeOf,
  objectPrototype: Object.prototype,
  arrayPrototype: Array.prototype,
});

/** What `flagRuntime` holds. */
export interface FlagRuntime {
  readonly raiseValidInputFlag: () => void;
  readonly raiseOtherPrototype: () => void;
  readonly flagOtherPrototype: (value: object) => void;
  readonly objectNeedsLook: typeof objectNeedsLook;
  readonly getPrototypeOf: (value: object) => unknown;
  readonly objectPrototype: object;
  readonly arrayPrototype: object;
}

/** The name of one value of `flagRuntime`. */
export type FlagRuntimeName = keyof FlagRuntime;
