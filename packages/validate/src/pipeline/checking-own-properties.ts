import type { CompiledEntry } from "../cache/cache-entry.js";
import { ownPropertiesView } from "../input/own-properties-view.js";

/**
 * `entry` checking and reporting what a transport sends of a value (`ownPropertiesView`), for an
 * input that holds an object of another prototype: its inherited properties are never read as
 * sent ones, and the object itself is passed on untouched (docs/pipeline.md, "Property names an
 * object inherits"). It raises no flags, so the walk of the checks on a valid input decides.
 */
export function checkingOwnProperties(entry: CompiledEntry): CompiledEntry {
  return {
    ...entry,
    check: (value) => entry.check(ownPropertiesView(value)),
    report: (value) => entry.report(ownPropertiesView(value)),
    validInputFlags: undefined,
  };
}
