import type { Coercion } from "@tool-input/coerce";
import { unknownToolSentence, wrapToolUseError } from "@tool-input/format";
import { decodeJsonText, readField } from "@tool-input/json";
import type { Validator } from "../create-validator.js";
import { maxMeasuredDepth, tooDeepInput } from "../input/measure-input.js";
import { buildRejection } from "../pipeline/build-rejection.js";
import { messageOptionsOfCall, optionsOfCall } from "../pipeline/resolve-options.js";
import { thrownRejection } from "../pipeline/thrown-rejection.js";
import type { ToolDefinition, ValidateOptions } from "../types.js";
import type { CalledNames } from "./called-names.js";
import { nameText } from "./name-text.js";
import type { NameResolution } from "./tool-names.js";
import type { CallResult, CallToolRejected, ToolCall } from "./types.js";

/** A catalog this small is listed when a called name is near none of its tools. */
export const LISTED_CATALOG_SIZE = 10;

/** What a catalog's calls are checked with. */
export interface CallContext {
  readonly called: CalledNames;
  readonly size: number;
  readonly validator: Validator;
  /** The catalog's own pipeline options, or `undefined` when it has none. */
  readonly defaults: ValidateOptions | undefined;
}

/**
 * One call checked (docs/pipeline.md, "The call"): the name resolved, the arguments read (raw
 * text decoded, nothing as `{}`), the pipeline run on the tool's schema. Never throws.
 */
export function checkCall(
  context: CallContext,
  call: ToolCall,
  options: ValidateOptions | undefined,
): CallResult {
  const called = nameOf(call);
  let tool: ToolDefinition | undefined;
  let name = called;
  let renamed: readonly Coercion[] = [];
  try {
    const resolution = context.called.resolve(called);
    if (resolution.kind === "unknown") return unknownTool(context, called, resolution, options);
    tool = resolution.tool;
    name = resolution.name;
    if (resolution.kind === "repaired") {
      renamed = [{ path: [], rule: "tool-name", from: called, to: name }];
    }
    const merged =
      context.defaults === undefined ? options : optionsOfCall(context.defaults, options);
    const input = argumentsOf(call.arguments);
    // The name the catalog read once: a `name` getter is never read again for a message.
    const named: ToolDefinition = { name, inputSchema: tool.inputSchema };
    const result =
      input === tooDeepText
        ? buildRejection(name, [tooDeepInput], merged ?? {}, [])
        : context.validator.validateToolInput(named, input, merged);
    const coercions = renamed.length === 0 ? result.coercions : [...renamed, ...result.coercions];
    return result.ok
      ? { ...result, tool, coercions }
      : { ...result, reason: "input", tool, coercions };
  } catch (error) {
    // Only a hostile caller gets here (a getter that throws on the call object).
    const rejected = thrownRejection(name, undefined, error);
    return {
      ...rejected,
      reason: "input",
      tool: tool ?? { name: called, inputSchema: true },
      coercions: [...renamed, ...rejected.coercions],
    };
  }
}

function nameOf(call: ToolCall): string {
  return nameText(readField(call, "name")); // "" where reading `name` throws
}

/** What `argumentsOf` answers for JSON text nested deeper than an input is measured. */
const tooDeepText: unique symbol = Symbol("too deep");

/**
 * The arguments as the pipeline checks them: raw text holding a JSON object is decoded here, as
 * the provider meant it (no repair to report), as deep as an input sent as an object is measured
 * (docs/pipeline.md, "Arguments text"): the text is the call itself, not a value `maxDepth`
 * bounds; any other text is left to the pipeline's rules.
 */
function argumentsOf(raw: unknown): unknown {
  if (typeof raw !== "string" || !opensObject(raw)) return raw;
  const decoded = decodeJsonText(raw, maxMeasuredDepth);
  if (!decoded.ok) return decoded.problem.reason === "nesting" ? tooDeepText : raw;
  const value = decoded.value;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : raw;
}

function opensObject(text: string): boolean {
  const trimmed = text.charCodeAt(0) === 0xfeff ? text.slice(1).trimStart() : text.trimStart();
  return trimmed.startsWith("{");
}

function unknownTool(
  context: CallContext,
  called: string,
  resolution: Extract<NameResolution, { kind: "unknown" }>,
  options: ValidateOptions | undefined,
): CallToolRejected {
  const { near, ambiguous } = resolution;
  const listed =
    near.length === 0 && context.size <= LISTED_CATALOG_SIZE ? [...context.called.names()] : [];
  const messageOptions = messageOptionsOfCall(context.defaults, options);
  const message = unknownToolSentence(called, near, listed, messageOptions);
  return {
    ok: false,
    status: "rejected",
    reason: "unknown-tool",
    near,
    ambiguous,
    issues: [{ kind: "other", path: [], message }],
    message,
    toolUseError: wrapToolUseError(message),
    coercions: [],
  };
}
