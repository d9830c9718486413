// One case of the fuzz run (docs/security.md, "The fuzz run"): case I of seed K is the same
// random or hostile schema and inputs on every machine, run through every entry point on every
// engine, checking the invariants of docs/security.md. Run in a child process by `fuzz.ts`, which
// stops a case that passes its bound.
import { createValidator, type Validator } from "@tool-input/validate";
import fc from "fast-check";
import { walksWithin } from "../../packages/validate/src/input/measure-input.js";
import { type AnyAjv, makeAjv } from "../../test/support/ajv-check.js";
import { hostileCases, hostileInputs } from "../../test/support/hostile-cases.js";
import { inputArbitrary, toolSchemaArbitrary } from "../../test/support/random-schemas.js";
import { validInputFor } from "../../test/support/valid-input.js";

// The independent Ajv: a fresh instance per dialect with ajv-formats, none of the engine's code
// (no RE2, no rewritten keywords), with only the two documented readings the engines share:
// own properties (docs/security.md) and `multipleOf` within 10^-12 (docs/pipeline.md).
const independent: Record<string, AnyAjv> = {};
function independentAjv(dialect: "draft-07" | "2019-09" | "2020-12"): AnyAjv {
  independent[dialect] ??= makeAjv(dialect, { ownProperties: true, multipleOfPrecision: 12 });
  return independent[dialect];
}

function dialectsOf(schema: unknown): ("draft-07" | "2019-09" | "2020-12")[] {
  const uri = (schema as { $schema?: unknown }).$schema;
  if (typeof uri !== "string") return ["2020-12", "draft-07"];
  if (uri.includes("draft-07")) return ["draft-07"];
  if (uri.includes("2019-09")) return ["2019-09"];
  return ["2020-12"];
}

/** The independent verdict, or `undefined` when it refuses the schema (nothing to compare). */
function independentVerdict(schema: unknown, value: unknown): boolean | undefined {
  const { $schema: _dropped, ...body } = schema as Record<string, unknown>;
  for (const dialect of dialectsOf(schema)) {
    try {
      const validate = independentAjv(dialect).compile(body);
      independentAjv(dialect).removeSchema(body);
      return validate(value) as boolean;
    } catch {}
  }
  return undefined;
}

/** The invariants the run checks, in the order it reports them. */
export const invariantNames = [
  "no throw",
  "no mutation",
  "no prototype pollution",
  "no unsound accept",
  "no call over a second",
  "verdict independent of the cache",
  "engines agree",
] as const;
export type Invariant = (typeof invariantNames)[number];

/** What one case found. */
export interface CaseReport {
  readonly index: number;
  /** Engine checks: each an input through every entry point on one engine. */
  checks: number;
  /** Inputs the interpreter could not check (rejected, never passed). */
  notChecked: number;
  /** Each failed invariant, with what failed (at most a few hundred characters). */
  readonly failures: { invariant: Invariant; detail: string }[];
}

let report: CaseReport;
function fail(invariant: Invariant, _index: number, detail: string): void {
  report.failures.push({ invariant, detail: detail.slice(0, 400) });
}

function snapshot(value: unknown): string | undefined {
  try {
    // Shared children and holes would be written out at every place: not compared as text.
    if (!walksWithin(value, 100_000)) return undefined;
    return JSON.stringify(value);
  } catch {
    return undefined; // a cycle, a getter, a Proxy: not compared as text
  }
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).join(",");
const baselinePrototype = prototypeKeys();

// The longest call of the current check, in CPU time (the machine may be shared).
let longest = 0;
function timed<T>(run: () => T): T {
  const start = process.cpuUsage();
  try {
    return run();
  } finally {
    const used = process.cpuUsage(start);
    longest = Math.max(longest, (used.user + used.system) / 1_000);
  }
}

const warm: Record<string, Validator> = {
  auto: createValidator(),
  ajv: createValidator({ engine: "ajv" }),
  interpreter: createValidator({ engine: "interpreter" }),
};

const lenient = { nearMissKeys: "notice", markup: "ignore" } as const;

function runCase(index: number, schema: Record<string, unknown>, inputs: readonly unknown[]): void {
  const tool = { name: "fuzz", inputSchema: schema };
  const schemaText = snapshot(schema);
  for (const input of inputs) {
    const inputText = snapshot(input);
    const verdicts: Record<string, boolean> = {};
    for (const engine of ["auto", "ajv", "interpreter"] as const) {
      report.checks += 1;
      let results: { ok: boolean; value?: unknown; schemaError?: string }[] = [];
      let checked: boolean | undefined;
      let asChecked: { ok: boolean; message?: string } | undefined;
      longest = 0;
      try {
        const cold = createValidator(engine === "auto" ? {} : { engine });
        const warmed = warm[engine] as Validator;
        results = [
          timed(() => cold.validateToolInput(tool, input)),
          timed(() => warmed.validateToolInput(tool, input)),
          timed(() => warmed.validateToolInput(tool, input)),
        ];
        checked = timed(() => createValidator({ engine }).validate(schema, input).valid);
        // The checks on a valid input (near-miss keys, leaked markup, docs/pipeline.md) reject
        // what the schema accepts by design: off where the pipeline is compared with validate().
        asChecked = timed(() => cold.validateToolInput(tool, input, lenient));
        const standard = timed(() => cold.toolInputSchema(tool)["~standard"].validate(input));
        if ("issues" in standard === results[0]?.ok) {
          fail("verdict independent of the cache", index, `toolInputSchema differs (${engine})`);
        }
      } catch (error) {
        fail("no throw", index, `${engine}: ${String(error)} on ${inputText}`);
      }
      if (longest > 1_000) {
        fail(
          "no call over a second",
          index,
          `${engine}: ${longest.toFixed(0)} ms CPU on ${inputText?.slice(0, 80)}`,
        );
      }
      const [first, second, third] = results;
      if (first === undefined || second === undefined || third === undefined) continue;
      if (first.ok !== second.ok || second.ok !== third.ok) {
        fail(
          "verdict independent of the cache",
          index,
          `${engine}: ${first.ok}/${second.ok}/${third.ok} on ${inputText}`,
        );
      }
      // `validate` does not repair: it may reject what the pipeline repaired, never the reverse.
      if (checked === true && asChecked?.ok === false) {
        fail(
          "verdict independent of the cache",
          index,
          `${engine}: validate() accepts what validateToolInput rejects on ${inputText ?? "an in-memory input"}: ${asChecked.message?.split("\n")[1]}`,
        );
      }
      // Compared only where the engine checked the input: an engine that could not (its own
      // limit) rejects it with `schemaError`, which fails closed and is counted apart.
      if (first.schemaError === undefined) verdicts[engine] = first.ok;
      else if (!first.ok && engine === "interpreter") report.notChecked += 1;
      // Ajv never checks a declared `__proto__` property and counts the key as additional; the
      // engines check it (docs/security.md): such a value is not compared.
      const comparable = inputText !== undefined && !snapshot(first.value)?.includes('"__proto__"');
      if (first.ok && first.schemaError === undefined && comparable) {
        const verdict = independentVerdict(schema, first.value);
        if (verdict === false) {
          fail(
            "no unsound accept",
            index,
            `${engine} accepted ${snapshot(first.value)} under ${schemaText}`,
          );
        }
      }
    }
    if (
      verdicts.ajv !== undefined &&
      verdicts.interpreter !== undefined &&
      verdicts.ajv !== verdicts.interpreter
    ) {
      const detail = `ajv ${verdicts.ajv}, interpreter ${verdicts.interpreter} on ${inputText} under ${schemaText}`;
      fail("engines agree", index, detail);
    }
    if (inputText !== undefined && snapshot(input) !== inputText) {
      fail("no mutation", index, `input changed: ${inputText}`);
    }
  }
  if (snapshot(schema) !== schemaText) fail("no mutation", index, `schema changed: ${schemaText}`);
  if (
    prototypeKeys() !== baselinePrototype ||
    ({} as Record<string, unknown>).polluted !== undefined
  ) {
    fail("no prototype pollution", index, "Object.prototype changed");
  }
}

const arbitrary = fc.tuple(
  toolSchemaArbitrary(),
  fc.array(inputArbitrary(), { minLength: 4, maxLength: 4 }),
);
const memoryEvery = 25;

/**
 * `value` with every object's keys on its prototype (`Object.create`), none of its own: what
 * LangChain's state makes of a `__proto__` key. Transports send own keys only, so an inherited
 * required key is absent (docs/pipeline.md, "Property names an object inherits").
 */
function inheritingInputs(schema: unknown, inputs: readonly unknown[]): unknown[] {
  let valid: unknown;
  try {
    valid = validInputFor(schema);
  } catch {}
  return [valid, ...inputs].filter((input) => input !== undefined).map(inheriting);
}

function inheriting(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inheriting);
  if (typeof value !== "object" || value === null) return value;
  const own = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inheriting(item)]),
  );
  return Object.create(own);
}

/** Runs case `index` of `seed`: one case in ten is hostile, one in 25 adds the in-memory inputs. */
export function runFuzzCase(seed: number, index: number): CaseReport {
  report = { index, checks: 0, notChecked: 0, failures: [] };
  const hostile =
    index % 10 === 9 ? hostileCases[Math.floor(index / 10) % hostileCases.length] : undefined;
  if (hostile !== undefined) {
    runCase(index, hostile.schema, hostile.inputs);
  } else {
    const [[schema, inputs]] = fc.sample(arbitrary, { seed: seed + index, numRuns: 1 }) as [
      [Record<string, unknown>, unknown[]],
    ];
    const memory =
      index % memoryEvery === 0
        ? [...hostileInputs().map(({ value }) => value), ...inheritingInputs(schema, inputs)]
        : [];
    runCase(index, schema, [...inputs, ...memory]);
  }
  return report;
}
