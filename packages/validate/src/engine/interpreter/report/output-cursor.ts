import type { OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import type { NodeCall } from "../node-call.js";
import type { Cursor } from "./member-units.js";

/**
 * A position in @cfworker/json-schema's flat output (each applicator's unit followed by the units
 * of its subschema's call), and how to read one more call from there.
 */
export class OutputCursor implements Cursor {
  #at = 0;

  constructor(
    private readonly units: readonly OutputUnit[],
    /** Reads the units of one call (the output reader's own). */
    readonly call: (
      at: Omit<NodeCall, "source" | "reachedByRef"> & { reachedByRef?: boolean },
    ) => AjvErrorLike[],
  ) {}

  /** The next unit, not consumed. */
  peek(): OutputUnit | undefined {
    return this.units[this.#at];
  }

  /** Consumes `count` units. */
  skip(count: number): void {
    this.#at += count;
  }

  /** Consumes the units of the same keyword and node right after `unit`; returns how many. */
  sameKeyword(unit: OutputUnit): () => number {
    // Only `dependencies` has a form with a subschema, whose units follow its own; any other
    // keyword's unit may be followed by a `false` unit of the schema around it (an `anyOf`
    // branch), which is no child of it.
    const leaf = unit.keyword !== "dependencies";
    const same = (next: OutputUnit | undefined): next is OutputUnit =>
      next !== undefined &&
      next.keyword === unit.keyword &&
      next.keywordLocation === unit.keywordLocation &&
      next.instanceLocation === unit.instanceLocation &&
      (leaf || !this.#hasChildren(next));
    return () => {
      let count = 0;
      for (let next = this.peek(); same(next); next = this.peek()) {
        this.#at += 1;
        count += 1;
      }
      return count;
    };
  }

  #hasChildren(unit: OutputUnit): boolean {
    const after = this.units[this.#at + 1];
    return (
      after !== undefined &&
      (after.keyword === "false" || after.keywordLocation.startsWith(`${unit.keywordLocation}/`))
    );
  }
}
