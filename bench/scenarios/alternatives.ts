import { isDeepStrictEqual } from "node:util";
import { createValidator, type Validator, validateToolInput } from "@tool-input/validate";
import type { TSchema } from "typebox";
import { Value } from "typebox/value";
import type { ZodType } from "zod4";
import { createBareAjv } from "../bare-ajv.js";
import { editFile, type Fixture, listIssues, manageText } from "../fixtures.js";
import { floorRepair } from "../floor.js";
import { measure, median } from "../measure.js";
import { measureGroups } from "../measure-groups.js";
import { byName, ratio, summary, times, timing, verdict } from "../report.js";
import type { Table } from "../table.js";
import { editFileZod, listIssuesZod, manageTextZod } from "../zod-schemas.js";

/** A way to turn a model's input into a valid one: returns the value it accepts, or undefined. */
type Repair = (input: Record<string, unknown>) => unknown;

const contenders = [
  "tool-input pipeline",
  "Ajv coerceTypes",
  "TypeBox Convert+Check",
  "zod 4 preprocess",
] as const;

const cases: readonly { fixture: Fixture; zod: ZodType }[] = [
  { fixture: editFile, zod: editFileZod },
  { fixture: listIssues, zod: listIssuesZod },
  { fixture: manageText, zod: manageTextZod },
];

// Issue 19's rules switched off: what they cost on inputs that need none of them is the time of
// a validator with the defaults over this one's (docs/performance.md, section 3).
const rulesOffOptions = {
  optionals: "exact",
  markup: "ignore",
  python: "ignore",
  arrays: "exact",
} as const;
const rulesOff = createValidator(rulesOffOptions);

/** The most issue 19's rules may add to a call that needs none of them, as a ratio. */
const rulesBound = 1.1;

// The copy a user of a mutating coercer must make of every input (the harness keeps the model's
// input for the transcript): a JSON round trip, the cheapest general deep copy for JSON data here.
const copy = (input: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(input)) as Record<string, unknown>;

function repairs(fixture: Fixture, zod: ZodType): Record<(typeof contenders)[number], Repair> {
  const { tool } = fixture;
  const coercing = createBareAjv({ coerceTypes: true }).compile(tool.inputSchema);
  const schema = tool.inputSchema as unknown as TSchema;
  return {
    "tool-input pipeline": (input) => {
      const result = validateToolInput(tool, input);
      return result.ok ? result.value : undefined;
    },
    "Ajv coerceTypes": (input) => {
      const data = copy(input);
      return coercing(data) ? data : undefined;
    },
    "TypeBox Convert+Check": (input) => {
      const converted = Value.Convert(schema, Value.Clone(input));
      return Value.Check(schema, converted) ? converted : undefined;
    },
    "zod 4 preprocess": (input) => {
      const result = zod.safeParse(input);
      return result.success ? result.data : undefined;
    },
  };
}

/** What {@link rulesCosts} measured for one tool: time ratios to a validator with the rules off. */
interface RulesCost {
  /** A validator with the defaults. */
  readonly on: number;
  /** A second validator with the rules off: the same code, so what the measure reads as noise. */
  readonly same: number;
}

// A validator's compiled functions are its own, and V8 optimises them one by one: two
// validators with the same options, made together and warmed alike, read up to 15% apart (one
// made earlier and warmed in the table above, up to 13%). So the cost is measured on several
// sets of three new validators (the defaults, the rules off, the rules off again), made in a
// different order in each set and run in interleaved batches of a fraction of a millisecond
// (load that comes and goes moves both sides of a ratio alike); a ratio is the median over sets.
const rulesSets = 5;
const rulesRounds = 61;
const rulesWarmCalls = 20_000;

/** Issue 19's rules' cost on each fixture's input, which needs none of them. */
function rulesCosts(fixtures: readonly Fixture[]): RulesCost[] {
  const perSet = Array.from({ length: rulesSets }, (_, set) => {
    const made = [0, 1, 2].map((i) => (i + set) % 3);
    const validators: Validator[] = [];
    for (const i of made) {
      validators[i] = i === 0 ? createValidator() : createValidator(rulesOffOptions);
    }
    return measureGroups(
      fixtures.map((fixture) => {
        const input = fixture.scalars ?? fixture.repairable;
        return validators.map((validator, i) => ({
          name: `${fixture.label} ${i}`,
          fn: () => validator.validateToolInput(fixture.tool, input),
        }));
      }),
      { rounds: rulesRounds, warmCalls: rulesWarmCalls },
    );
  });
  // Sides: 0 the defaults, 1 the rules off, 2 the rules off again; each over side 1, per set.
  return fixtures.map((_, f) => {
    const overRulesOff = (side: number) =>
      perSet.map((means) => (means[f]?.[side] ?? Number.NaN) / (means[f]?.[1] ?? Number.NaN));
    return { on: median(overRulesOff(0)), same: median(overRulesOff(2)) };
  });
}

/** Whether `repair` turns `input` into exactly `fixture.valid`, which strict Ajv accepts. */
function outcome(
  repair: Repair,
  input: Record<string, unknown> | undefined,
  fixture: Fixture,
  strict: (data: unknown) => boolean,
): string {
  if (input === undefined) return "n/a";
  const value = repair(input);
  if (value === undefined) return "no (rejected)";
  if (!strict(value)) return "no (invalid)";
  return isDeepStrictEqual(value, fixture.valid) ? "yes" : "no (wrong value)";
}

/** Scenario 3: the alternatives a user would pick, on quoted booleans and numbers. */
export async function alternativesScenario(): Promise<Table> {
  const strictAjv = createBareAjv();
  const rows: string[][] = [];
  const notes: string[] = [];
  const byFixture = cases.map(({ fixture, zod }) => ({ fixture, table: repairs(fixture, zod) }));
  const measured = await measure(
    byFixture.flatMap(({ fixture, table }) => {
      const input = fixture.scalars ?? fixture.repairable;
      const floor = floorRepair(fixture, strictAjv.compile(fixture.tool.inputSchema), input);
      return [
        ...contenders.map((name) => {
          const repair = table[name];
          return { name: `${fixture.label} ${name}`, fn: () => repair(input) };
        }),
        { name: `${fixture.label} floor`, fn: () => floor(input) },
        {
          name: `${fixture.label} rules off`,
          fn: () => rulesOff.validateToolInput(fixture.tool, input),
        },
      ];
    }),
  );
  const costs = rulesCosts(byFixture.map(({ fixture }) => fixture));
  for (const [index, { fixture, table }] of byFixture.entries()) {
    const validate = strictAjv.compile(fixture.tool.inputSchema);
    const strict = (data: unknown) => validate(data);
    const base = byName(measured, `${fixture.label} tool-input pipeline`);
    const floor = byName(measured, `${fixture.label} floor`);
    const off = byName(measured, `${fixture.label} rules off`);
    const cost = costs[index] ?? { on: Number.NaN, same: Number.NaN };
    summary.push({
      scenario: "3 alternatives",
      check: `${fixture.label} issue 19's rules add at most ${times(rulesBound)} where none applies`,
      value: `the pipeline takes ${times(cost.on)} the time it takes with them off (two validators with them off: ${times(cost.same)})`,
      pass: cost.on <= rulesBound,
    });
    for (const name of contenders) {
      const m = byName(measured, `${fixture.label} ${name}`);
      const r = ratio(m, base);
      const scalarOk = outcome(table[name], fixture.scalars, fixture, strict);
      const jsonOk = outcome(table[name], fixture.jsonText, fixture, strict);
      const isPipeline = name === "tool-input pipeline";
      if (!isPipeline) {
        summary.push({
          scenario: "3 alternatives",
          check: `${fixture.label} pipeline faster than ${name}`,
          value: `${name} takes ${times(r)} the pipeline's time`,
          pass: r > 1,
        });
      }
      rows.push([
        name === contenders[0] ? fixture.label : "",
        name,
        ...timing(m),
        times(r),
        scalarOk,
        jsonOk,
        isPipeline ? "" : "> 1.00×",
        isPipeline ? "" : verdict(r > 1),
      ]);
    }
    rows.push([
      "",
      "floor: validate-first, hand-written fix",
      ...timing(floor),
      times(ratio(floor, base)),
      "",
      "",
      "",
      "",
    ]);
    rows.push([
      "",
      "tool-input pipeline, issue 19's rules off",
      ...timing(off),
      times(ratio(off, base)),
      "",
      "",
      `rules ≤ ${times(rulesBound)}`,
      `${times(cost.on)} ${verdict(cost.on <= rulesBound)}`,
    ]);
  }
  notes.push(
    "× pipeline: time per call relative to the tool-input pipeline on the same input (above 1.00× = slower than the pipeline).",
    "Ajv coerceTypes and TypeBox Convert mutate their input: their time includes the deep copy a harness must make first.",
    "floor: Ajv rejects the input, a hand-written fix of exactly the quoted keys, Ajv accepts the copy: the least a validate-first pipeline can spend.",
    `rules off: the pipeline with \`optionals: "exact"\`, \`markup: "ignore"\`, \`python: "ignore"\`, \`arrays: "exact"\`; the rules may cost at most ${times(rulesBound)} on these inputs, which need none of them. Its result cell is that cost, measured apart: a validator with the defaults against one with the rules off, in interleaved batches over ${rulesRounds} rounds (the summary also gives two validators with the rules off, whose ratio is the method's noise).`,
    "scalars / JSON text: whether the result on that input is exactly the correct input and strict Ajv accepts it.",
  );
  return {
    title: "3. Alternatives on quoted booleans and numbers (and who also repairs JSON text)",
    head: [
      "tool",
      "contender",
      "ops/s",
      "mean",
      "spread",
      "× pipeline",
      "scalars",
      "JSON text",
      "target",
      "result",
    ],
    rows,
    notes,
  };
}
