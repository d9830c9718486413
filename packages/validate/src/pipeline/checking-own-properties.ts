import type { CompiledEntry } from "../cache/cache-entry.js";
import { ownPropertiesView } from "../input/own-properties-view.js";

/**
 * `entry` checking and reporting what a transport sends of a value (`ownPropertiesView`), for an
 * input that holds an object of another prototype: its inherited properties are never read as
 * sent ones, and the object itself is passed on untouched (docs/pipeline.md, "Property names an
 * object inherits"). It raises no flags, so the walk of the checks on a valid input decides.
 * Made for one run: the check, the report and the message (`checkedView`) of one value read one
 * copy of it, made once.
 */
export function checkingOwnProperties(entry: CompiledEntry): CompiledEntry {
  let viewed: { readonly value: unknown; readonly view: unknown } | undefined;
  const viewOf = (value: unknown): unknown => {
    if (viewed === undefined || viewed.value !== value) {
      viewed = { value, view: ownPropertiesView(value) };
    }
    return viewed.view;
  };
  return {
    ...entry,
    check: (value) => entry.check(viewOf(value)),
    report: (value) => entry.report(viewOf(value)),
    validInputFlags: undefined,
    checkedView: viewOf,
  };
}
