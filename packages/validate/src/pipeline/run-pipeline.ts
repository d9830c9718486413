import type { CoerceOptions, CoerceResult, Coercion } from "@tool-input/coerce";
import { createCoercer } from "@tool-input/coerce";
import { cappedIssuesFromAjv, type Issue, type Issues } from "@tool-input/format";
import { explainArgumentsText } from "../arguments/explain-arguments-text.js";
import { heldValue } from "../arguments/held-value.js";
import { readArguments } from "../arguments/read-arguments.js";
import type { Coercer, CompiledEntry, LiveEntry } from "../cache/cache-entry.js";
import type { SchemaCache } from "../cache/schema-cache.js";
import { holdsOtherPrototype } from "../input/own-properties-view.js";
import { liftForSchema } from "../projection/lift-for-schema.js";
import type { ToolInputRejected, ToolInputResult, ValidateOptions } from "../types.js";
import { buildRejection } from "./build-rejection.js";
import { checkRaising } from "./check-raising.js";
import { checkingOwnProperties } from "./checking-own-properties.js";
import { toolNameOf } from "./describe-tool.js";
import { explainValues } from "./explain-values.js";
import { finishAccepted } from "./finish-accepted.js";
import { acceptFirstPass } from "./first-pass.js";
import { linearPatternMatcher } from "./linear-pattern-matcher.js";
import { hasMarkup, markupIssues } from "./markup-issues.js";
import {
  type CoerceSettings,
  coerceOptionsOf,
  markupMode,
  optionsOfCall,
} from "./resolve-options.js";
import { restoreRequiredOmissions } from "./restore-required-omissions.js";
import { rootTextCoercer } from "./root-text-coercer.js";
import { uncheckedResult } from "./unchecked-result.js";
import { mayHoldLeakedMarkup } from "./valid-input/valid-input-checks.js";

/** The shared empty coercion list of every input accepted as sent. */
export const noCoercions: readonly Coercion[] = Object.freeze([]);

/**
 * The most issues a rejection lists (docs/messages.md, "The cap"); the message counts the rest.
 * Far more than the lines printed, few enough that a 1 MB input of wrong items is answered at once.
 */
const maxListedIssues = 1_000;

// Rounds of putting back keys rule `omit` removed that a condition asks for (docs/pipeline.md,
// "A key required on a condition").
const maxRestoreRounds = 4;

const noKeys: ReadonlySet<string> = new Set();

// Distinct coercion-option sets kept per schema; past this, a coercer is made per call.
const coercersPerSchema = 8;

/** What every run of one validator's pipeline shares: its cache and its defaults. */
export interface PipelineContext {
  /** The validator's compiled schemas. */
  readonly cache: SchemaCache;
  /** The validator's options for every call, its own defined fields only. */
  readonly defaults: ValidateOptions;
  /** The coercion settings of `defaults`, worked out once (docs/performance.md). */
  readonly defaultCoerce: CoerceSettings;
}

/** One call past the hot path. */
export interface PipelineRun {
  /** The validator's cache and defaults. */
  readonly context: PipelineContext;
  /** The tool as the caller gave it (read here, so a hostile one throws inside the boundary). */
  readonly tool: unknown;
  /** The input as sent. */
  readonly input: unknown;
  /** The call's own options, or `undefined` for the validator's defaults. */
  readonly callOptions: ValidateOptions | undefined;
  /** The entry whose compiled function already rejected `input` on the hot path, if any. */
  readonly rejectedBy: CompiledEntry | undefined;
  /** Whether the hot path already ran the first pass on `input`, which did not accept it. */
  readonly firstPassTried?: boolean;
}

/**
 * Everything after the hot path: look the schema up (compiling it on first sight), validate,
 * coerce when invalid, validate again, and describe what is still wrong.
 */
export function runPipeline(run: PipelineRun): ToolInputResult {
  const { context, tool, input, callOptions } = run;
  const { defaultCoerce } = context;
  const options = optionsOfCall(context.defaults, callOptions);
  // The input is not measured here: the compiled functions guard themselves, so the first call
  // and a warm one give the same verdict (docs/security.md, "Inputs that are graphs").
  let entry: LiveEntry = run.rejectedBy ?? context.cache.lookup(schemaOf(tool));
  let checkedAsSent = run.rejectedBy !== undefined;
  // An object of another prototype is checked on its own properties (docs/pipeline.md, "Property
  // names an object inherits"): what the check of it as sent said does not count.
  if (entry.state === "compiled" && holdsOtherPrototype(input)) {
    entry = checkingOwnProperties(entry);
    checkedAsSent = false;
  }
  if (!checkedAsSent && entry.state === "compiled") {
    const checked = checkRaising(entry, input);
    // No flag raised: nothing for the checks on a valid input (docs/pipeline.md).
    if (checked === "quiet") {
      return { ok: true, status: "accepted", value: input, coercions: noCoercions };
    }
    if (checked === "flagged") {
      return acceptValid(entry, toolNameOf(tool), input, options, callOptions, defaultCoerce);
    }
  }
  // Text or nothing where an object is wanted (docs/pipeline.md, "The call"), once the schema has
  // refused it as sent (so the first call and a warm one agree): read once, then the pipeline
  // runs on what it stands for. An object or array is as it is: no reading is made for it.
  if (typeof input !== "object" || input === null) {
    const read = readArguments(schemaOf(tool), input, options.maxDepth, options.maxStringLength);
    if (read.coercions.length > 0) {
      const rest = runPipeline({
        ...run,
        input: read.input,
        rejectedBy: undefined,
        firstPassTried: false,
      });
      return { ...rest, coercions: [...read.coercions, ...rest.coercions] };
    }
  }
  // Leaked markup is looked for as on a valid input (docs/pipeline.md, "Leaked markup"): coerced
  // without rule `markup` first, a value the second check accepts with no flag raised holds none.
  // That first pass also leaves decoded text as decoded: text that decodes to a valid structure
  // needs nothing repaired inside it. It leaves as it is a string holding `</` that it would
  // decode or wrap (markup inside may name a parameter of the object around it), so the second
  // check refuses it and the full coercion looks. An engine that raises no flag (the
  // interpreter) would never say so: there it is not tried.
  const settings = coerceSettings(options, callOptions, defaultCoerce);
  if (entry.state === "compiled" && entry.validInputFlags !== undefined && !run.firstPassTried) {
    const coercer = coercerFor(entry, settings.firstPass, defaultCoerce);
    const first = coercer && liftThenCoerce(entry, input, options, settings.firstPass, coercer);
    const accepted = first && acceptFirstPass(entry, input, first);
    if (accepted !== undefined) return accepted;
  }
  // Without a copy to follow (a schema too complex to check), the tool's own, read once here.
  const rootSchema = entry.source ?? schemaOf(tool);
  const coercer =
    entry.source === undefined
      ? rootTextCoercer(rootSchema, settings)
      : coercerFor(entry, settings, defaultCoerce);
  const coerced = liftThenCoerce(entry, input, options, settings, coercer);
  // The name is read only for an answer that says it: an accepted repair needs none.
  const name = toolNameOf(tool);
  if (entry.state === "broken") return uncheckedResult(entry, name, coerced, options, rootSchema);
  // Leaked markup is rejected by default, even where the split would validate (docs/pipeline.md).
  const leaked = markupMode(options) === "reject" ? markupIssues(coerced.coercions) : [];
  const checked = coerced.value === input ? "rejected" : checkRaising(entry, coerced.value);
  if (checked === "rejected") return reject(entry, name, coerced, options, leaked);
  // No flag raised: no near-miss key in the repaired value (docs/pipeline.md, "Checks on a valid input").
  if (checked === "quiet" && leaked.length === 0) {
    return { ok: true, status: "accepted", value: coerced.value, coercions: coerced.coercions };
  }
  return settle(entry, name, coerced, options, leaked);
}

/**
 * A valid input: accepted as sent, unless a string holds leaked markup (rejected, or split under
 * `markup: "split"`) or a key is a near miss (docs/pipeline.md, "Checks on a valid input").
 */
function acceptValid(
  entry: CompiledEntry,
  name: string,
  input: unknown,
  options: ValidateOptions,
  callOptions: ValidateOptions | undefined,
  defaultCoerce: CoerceSettings,
): ToolInputResult {
  const sent: CoerceResult = { value: input, coercions: noCoercions };
  if (markupMode(options) === "ignore" || !mayHoldLeakedMarkup(input, entry.source)) {
    return settle(entry, name, sent, options, []);
  }
  const settings = coerceSettings(options, callOptions, defaultCoerce);
  const coerced = coerceWith(coercerFor(entry, settings, defaultCoerce), input);
  if (!hasMarkup(coerced.coercions)) return settle(entry, name, sent, options, []);
  if (markupMode(options) === "reject") {
    // The call as sent is valid: the lines after the markup's are its own (near-miss keys), not
    // what the split value would break (docs/pipeline.md, "Leaked markup").
    const asSent: CoerceResult = { value: input, coercions: coerced.coercions };
    return settle(entry, name, asSent, options, markupIssues(coerced.coercions));
  }
  return entry.check(coerced.value)
    ? settle(entry, name, coerced, options, [])
    : reject(entry, name, coerced, options, []);
}

/** A value the validator accepted: the result, unless `first` issues or near-miss keys reject it. */
function settle(
  entry: CompiledEntry,
  name: string,
  coerced: CoerceResult,
  options: ValidateOptions,
  first: readonly Issue[],
): ToolInputResult {
  const checked = entry.checkedView?.(coerced.value) ?? coerced.value;
  const finished = finishAccepted(coerced.value, entry.source, coerced.coercions, options, checked);
  // The common case, no markup and no near miss: no lists made.
  if (finished.ok && first.length === 0) return finished;
  const [head, ...rest] = [...first, ...(finished.ok ? [] : finished.issues)];
  return buildRejection(name, [head as Issue, ...rest], options, coerced.coercions);
}

/**
 * The rejection of a value the validator refused: `first`, then what it reports, then near-miss
 * keys; where keys rule `omit` removed are asked for on a condition, of the value with them put
 * back (`required`: the keys so asked for in earlier rounds, for their hint).
 */
function reject(
  entry: CompiledEntry,
  name: string,
  coerced: CoerceResult,
  options: ValidateOptions,
  first: readonly Issue[],
  required: ReadonlySet<string> = noKeys,
  round = 0,
): ToolInputRejected {
  // Arguments text holding an array, a number or a boolean is told what it holds (docs/pipeline.md,
  // "Arguments text"): the line the same arguments sent as a value get.
  const held = heldValue(entry.source, coerced.value);
  if (held !== undefined && !entry.check(held)) {
    return reject(entry, name, { value: held, coercions: coerced.coercions }, options, first);
  }
  const errors = entry.check(coerced.value) ? [] : entry.report(coerced.value);
  // What the rejection says, never whether it rejects: the key put back holds what its own schema
  // refuses. It may make another key required (`dependentRequired` in a chain): a few rounds, each
  // a report of the whole value, so a crafted chain costs no more than they do.
  const restored = round < maxRestoreRounds ? restoreRequiredOmissions(coerced, errors) : undefined;
  if (restored !== undefined && !entry.check(restored.value)) {
    const asked = new Set([...required, ...restored.required]);
    return reject(entry, name, restored, options, first, asked, round + 1);
  }
  // The message reads what the checks read: a getter is not asked again (docs/pipeline.md,
  // "Property names an object inherits").
  const value = entry.checkedView?.(coerced.value) ?? coerced.value;
  const near = finishAccepted(value, entry.source, coerced.coercions, options);
  const nearIssues = near.ok ? [] : near.issues;
  const [head, ...rest] = [...first, ...nearIssues];
  if (errors.length === 0 && head !== undefined) {
    return buildRejection(name, [head, ...rest], options, coerced.coercions);
  }
  // Coercion ran: a JSON text it refused is told why, by the same decoder (docs/messages.md, "Hints").
  const { issues: listed, unlisted } = cappedIssuesFromAjv(errors, value, maxListedIssues, {
    schema: entry.source,
    coercion: { maxDepth: options.maxDepth },
  });
  // Raw arguments text cut off or followed by prose: one line saying where (docs/pipeline.md, "The call").
  const textIssue = explainArgumentsText(entry.source, value);
  if (textIssue !== undefined) {
    return buildRejection(
      name,
      [textIssue],
      { ...options, unlistedIssues: unlisted },
      coerced.coercions,
    );
  }
  const explained = explainValues(listed, value, entry.source, {
    python: options.python !== "ignore",
    maxDepth: options.maxDepth,
    required,
  });
  // A near-miss key that a missing line already names (`did you send it as …?`) is said once.
  const named = new Set(
    explained.flatMap((i) => (i.kind === "missing" && i.sentAs ? [i.sentAs] : [])),
  );
  const extra = [...first, ...nearIssues.filter((i) => !named.has(String(i.path.at(-1))))];
  const issues: Issues = extra.length === 0 ? explained : [...(extra as [Issue]), ...explained];
  return buildRejection(name, issues, { ...options, unlistedIssues: unlisted }, coerced.coercions);
}

function schemaOf(tool: unknown): unknown {
  return typeof tool === "object" && tool !== null
    ? (tool as { inputSchema?: unknown }).inputSchema
    : undefined;
}

// A call made against a provider's projection is first turned back into the original's shape
// (docs/providers.md, "The way back"); `coercer` then repairs what the model got wrong. Arguments
// text (JSON, a fenced block, a Python dict) is read first, so what it holds is lifted as the
// same call sent as an object is.
function liftThenCoerce(
  entry: LiveEntry,
  input: unknown,
  options: ValidateOptions,
  settings: CoerceSettings | undefined,
  coercer: Coercer | undefined,
): CoerceResult {
  if (options.projection === undefined || entry.source === undefined) {
    return coerceWith(coercer, input);
  }
  const read =
    typeof input === "string" && settings !== undefined
      ? coerceWith(rootTextCoercer(entry.source, settings), input)
      : { value: input, coercions: noCoercions };
  const lifted = liftForSchema(entry.source, options.projection)(read.value);
  const coerced = coerceWith(coercer, lifted.value);
  if (read.coercions.length === 0 && lifted.coercions.length === 0) return coerced;
  return {
    value: coerced.value,
    coercions: [...read.coercions, ...lifted.coercions, ...coerced.coercions],
  };
}

function coerceWith(coercer: Coercer | undefined, input: unknown): CoerceResult {
  return coercer === undefined ? { value: input, coercions: noCoercions } : coercer(input);
}

/** The coercion settings of a call: the validator's, worked out once, unless it has options. */
function coerceSettings(
  options: ValidateOptions,
  callOptions: ValidateOptions | undefined,
  defaultCoerce: CoerceSettings,
): CoerceSettings {
  return callOptions === undefined ? defaultCoerce : coerceOptionsOf(options);
}

// One coercer per schema and option set, made the first time an input needs one, so the
// schema analysis runs once (docs/pipeline.md, "Caching"). A call without options uses the
// entry's coercer for the validator's defaults, whose settings are worked out once per
// validator; a call with options works its settings out again (a few fields), once per call.
// `undefined` for no settings (the first pass where rule `markup` is off anyway) or no schema copy.
function coercerFor(
  entry: LiveEntry,
  settings: CoerceSettings | undefined,
  defaultCoerce: CoerceSettings,
): Coercer | undefined {
  const source = entry.source;
  if (source === undefined || settings === undefined) return undefined;
  // Identity first: the validator's own settings, as most calls have them, compare no text.
  const { firstPass } = defaultCoerce;
  if (
    settings === firstPass ||
    (settings !== defaultCoerce && settings.signature === firstPass?.signature)
  ) {
    entry.firstPassCoercer ??= createCoercer(source, pipelineOptions(entry, settings));
    return entry.firstPassCoercer;
  }
  if (settings === defaultCoerce || settings.signature === defaultCoerce.signature) {
    entry.defaultCoercer ??= createCoercer(source, pipelineOptions(entry, defaultCoerce));
    return entry.defaultCoercer;
  }
  entry.coercers ??= new Map();
  let coercer = entry.coercers.get(settings.signature);
  if (coercer === undefined) {
    coercer = createCoercer(source, pipelineOptions(entry, settings));
    if (entry.coercers.size < coercersPerSchema) entry.coercers.set(settings.signature, coercer);
  }
  return coercer;
}

// Coercion runs `patternProperties` on the same linear-time engine as validation, and generates
// code only where the engine did: where Ajv compiled the schema (docs/coercion.md, "Code generation").
function pipelineOptions(entry: LiveEntry, settings: CoerceSettings): CoerceOptions {
  const codeGeneration = entry.state === "compiled" && entry.engine === "ajv";
  return { ...settings.options, patternMatcher: linearPatternMatcher, codeGeneration };
}
