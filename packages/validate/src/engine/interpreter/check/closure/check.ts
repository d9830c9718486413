/** A compiled subschema: whether `data` satisfies it (fail-fast, no error built). */
export type Check = (data: unknown) => boolean;

/** Compiles a subschema (memoised by the compiler, so each node is compiled once). */
export type Subschema = (schema: unknown) => Check;

/** The check of `true` and of a schema with no keyword that constrains. */
export const pass: Check = () => true;

/** The check of `false`. */
export const fail: Check = () => false;

/** A check passing when every one of `checks` passes; unrolled for the common short lists. */
export function every(checks: readonly Check[]): Check {
  const live = checks.filter((check) => check !== pass);
  if (live.includes(fail)) return fail;
  const [a, b, c] = live;
  switch (live.length) {
    case 0:
      return pass;
    case 1:
      return a as Check;
    case 2:
      return (data) => (a as Check)(data) && (b as Check)(data);
    case 3:
      return (data) => (a as Check)(data) && (b as Check)(data) && (c as Check)(data);
    default:
      return (data) => {
        for (const check of live) if (!check(data)) return false;
        return true;
      };
  }
}

/** `checks` run only on values `applies` accepts; any other value passes (Ajv's keyword groups). */
export function when(applies: (data: unknown) => boolean, checks: readonly Check[]): Check {
  const all = every(checks);
  return all === pass ? pass : (data) => !applies(data) || all(data);
}
