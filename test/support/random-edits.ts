import fc from "fast-check";

/** A random edit of an object input: a key set to any JSON value, removed, or added. */
export function randomEdits(input: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(input), "unexpected"];
  return fc
    .array(
      fc.record({
        key: fc.constantFrom(...keys),
        value: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((changes) => {
      const copy: Record<string, unknown> = { ...input };
      for (const { key, value } of changes) {
        if (value === undefined) delete copy[key];
        else copy[key] = value;
      }
      return copy;
    });
}
