import {
  type CallResult,
  type CallSession,
  createToolCatalog,
  type ValidateOptions,
  type Validator,
} from "@tool-input/validate";
import type { ToolCatalog } from "./tool-catalog.js";

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
