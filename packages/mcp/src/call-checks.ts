import type { Coercion } from "@tool-input/coerce";
import {
  type CallResult,
  type CallSession,
  createToolCatalog,
  type ValidateOptions,
  type Validator,
} from "@tool-input/validate";
import type { ToolCatalog } from "./tool-catalog.js";

/** What to do with one `tools/call`. */
export interface CheckedCall {
  /** The tool's real name when the name resolved, else the name as called. */
  readonly tool: string;
  /** The arguments to send: as the client sent them, or repaired. */
  readonly sent: unknown;
  /** The repairs made (`tool-name` among them); empty when the call goes as sent. */
  readonly repairs: readonly Coercion[];
  /** The model-facing text, when the call is invalid after repair or names no listed tool. */
  readonly rejection: string | undefined;
  /** Whether the name stands for a listed tool (exactly or repaired). */
  readonly known: boolean;
}

/**
 * The connection's view of `tools/call` (docs/mcp.md, "Names and repeats"): a tool-input catalog
 * of the tools listed so far, made again when the listing changes, and the connection's session,
 * which notices a call rejected again for the same mistake.
 */
export class CallChecks {
  readonly #tools: ToolCatalog;
  readonly #validator: Validator | undefined;
  #version = -1;
  #session: CallSession | undefined;

  constructor(tools: ToolCatalog, validator: Validator | undefined) {
    this.#tools = tools;
    this.#validator = validator;
  }

  /**
   * What to do with a call. Until the listing is complete (and while tools past the most held
   * were left out), only a tool held under exactly this name is checked; any other call goes on
   * as it is, neither renamed to a tool held nor called unknown (docs/mcp.md, "Listing").
   */
  prepare(name: string, input: unknown, options: ValidateOptions | undefined): CheckedCall {
    if (!this.#tools.holdsAll && this.#tools.tool(name) === undefined) {
      return { tool: name, sent: input, repairs: [], rejection: undefined, known: false };
    }
    // A complete listing of no tools (or one whose tools could not be read) calls no name unknown.
    const listed = this.#tools.size > 0;
    const checked = this.check(name, input, options);
    const known = checked.ok || checked.reason === "input";
    const tool = checked.ok || checked.reason === "input" ? checked.tool.name : name;
    if (!checked.ok) {
      const rejection = known || listed ? checked.message : undefined;
      return { tool, sent: input, repairs: [], rejection, known };
    }
    const repairs = checked.coercions;
    // Arguments the client left out stay left out unless a repair changed them.
    const changed = input !== undefined || repairs.some((repair) => repair.rule !== "tool-name");
    return { tool, sent: changed ? checked.value : input, repairs, rejection: undefined, known };
  }

  /** Checks a call's name and arguments (absent arguments are `{}`, as MCP allows). */
  check(name: string, input: unknown, options: ValidateOptions | undefined): CallResult {
    if (this.#session === undefined || this.#version !== this.#tools.version) {
      const catalog = createToolCatalog(this.#tools.definitions(), { validator: this.#validator });
      this.#session = catalog.createSession();
      this.#version = this.#tools.version;
    }
    return this.#session.checkCall({ name, arguments: input ?? {} }, options);
  }
}
