import { isDeepStrictEqual } from "node:util";
import type { ValidateFunction } from "ajv";
import type { Fixture } from "./fixtures.js";

/**
 * The least work any validate-first repair does for `sent` (default `fixture.repairable`): Ajv rejects it, a
 * hand-written fix that already knows which keys to change (JSON.parse, Number, === "true")
 * makes a shallow copy, and Ajv accepts the copy. No schema analysis, no coercion list.
 */
export function floorRepair(
  fixture: Fixture,
  validate: ValidateFunction,
  sent: Record<string, unknown> = fixture.repairable,
): (input: Record<string, unknown>) => unknown {
  const fixes = Object.keys(fixture.valid)
    .filter((key) => !isDeepStrictEqual(sent[key], fixture.valid[key]))
    .map((key) => {
      const target = fixture.valid[key];
      const kind = typeof target === "object" ? "json" : typeof target;
      return { key, kind };
    });
  const check = (data: unknown): boolean => validate(data);
  return (input) => {
    if (check(input)) return input;
    const copy: Record<string, unknown> = { ...input };
    for (const { key, kind } of fixes) {
      const text = input[key] as string;
      copy[key] =
        kind === "json" ? JSON.parse(text) : kind === "number" ? Number(text) : text === "true";
    }
    return check(copy) ? copy : undefined;
  };
}
