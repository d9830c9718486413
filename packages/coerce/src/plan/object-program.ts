import { copyObject } from "@tool-input/json";
import { type CopyFunction, generatedCopy } from "./generated-copy.js";
import type { ObjectShape } from "./object-shape.js";
import { SHAPE_LIMIT } from "./object-view.js";
import type { Plan, PropertyPlans } from "./plan.js";

/** Copies an object program makes with `copyObject` before it makes a copy function of its own. */
export const COPIES_BEFORE_OWN = 16;

/**
 * What the walk needs to repair an object at one plan (issue 24.2, docs/coercion.md, "Bounds"):
 * for each key, the plan to walk its value by, or `null` when its value cannot change (opaque or
 * inert), worked out the first time the key is met, and whether the rules that look at the keys
 * as a whole (`omit`, `markup`) can apply. Inputs of one tool mostly repeat the key order of the
 * one before, so the answer for the key last seen at each position is kept beside it: one
 * comparison per key, no lookup.
 */
export class ObjectProgram {
  /** Whether the object has a shape rules `omit` and `markup` read (when they are on). */
  readonly keyRules: boolean;
  /** Whether some value can change (the walk's view was not pruned). */
  readonly live: boolean;
  /** How many keys `properties` declares: an object holding them all leaves none for markup to name. */
  readonly declaredCount: number;
  /** Whether the last object walked here lacked a declared key (the walk's guess for the next). */
  lackedDeclared = false;
  /**
   * The keys last seen, by position (at most `SHAPE_LIMIT`), and for each its step, whether it
   * holds `</` and whether it is declared.
   */
  readonly shapeKeys: string[] = [];
  readonly shapeSteps: (Plan | null)[] = [];
  readonly shapeMarked: boolean[] = [];
  readonly shapeDeclared: boolean[] = [];
  readonly #view: PropertyPlans | undefined;
  /** `copyObject`, or once this program has copied `COPIES_BEFORE_OWN` times, a function of its own. */
  #copy: CopyFunction | undefined;
  /** Copies made before `#copy` was chosen (from the start where none may be generated). */
  #copies: number;
  readonly #skips: (plan: Plan) => boolean;
  readonly #declared: ReadonlySet<string> | undefined;

  /**
   * `view`: the walk's view of the properties (`undefined`: none is visited); `skips`: whether
   * the walk may pass over a plan; `shape`: the declared and required keys `omit` and `markup`
   * read, if the object has them; `generateCopy`: whether a copy function may be generated.
   */
  constructor(
    view: PropertyPlans | undefined,
    skips: (plan: Plan) => boolean,
    shape: ObjectShape | undefined,
    generateCopy: boolean,
  ) {
    this.#view = view;
    this.#skips = skips;
    this.#declared = shape?.declared;
    this.keyRules = shape !== undefined;
    this.live = view !== undefined;
    this.declaredCount = shape?.declared.size ?? 0;
    this.#copy = generateCopy ? undefined : copyObject;
    this.#copies = 0;
  }

  /**
   * A shallow copy of `object` (`copyObject`). The objects one program copies mostly share one
   * shape, so after `COPIES_BEFORE_OWN` copies, where code generation is allowed, the program
   * copies with a function of its own, whose spread then sees that shape alone; a coercer that
   * copies fewer objects there (a one-off call) compiles none.
   */
  copy(object: Record<string, unknown>): Record<string, unknown> {
    if (this.#copy !== undefined) return this.#copy(object);
    this.#copies += 1;
    if (this.#copies === COPIES_BEFORE_OWN) this.#copy = generatedCopy() ?? copyObject;
    return copyObject(object);
  }

  /** Whether `properties` declares `key`. */
  declares(key: string): boolean {
    return this.#declared?.has(key) === true;
  }

  /**
   * The step for `key`, the `position`-th key of an object, remembered at that position. Planned
   * only when a key is met, so a schema of many properties costs what the keys sent cost.
   */
  learn(position: number, key: string): Plan | null {
    const child = this.#view?.child(key);
    const step = child === undefined || this.#skips(child) ? null : child;
    if (position < SHAPE_LIMIT && position <= this.shapeKeys.length) {
      this.shapeKeys[position] = key;
      this.shapeSteps[position] = step;
      this.shapeMarked[position] = key.includes("</");
      this.shapeDeclared[position] = this.declares(key);
    }
    return step;
  }
}
