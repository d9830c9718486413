import {
  type CallSession,
  createToolCatalog,
  type JsonSchema,
  type ToolDefinition,
  type Validator,
} from "@tool-input/validate";
import type { ToolSet } from "ai";

/** What `repairToolCall` is given to read a tool's JSON Schema. */
export type InputSchemaOf = (options: { toolName: string }) => PromiseLike<unknown>;

/**
 * The session of one repair function over the tools of the current call: made on the first
 * failing call, and again only when the tool names change (the AI SDK may pass a new ToolSet
 * object each step), so repeats are counted across the steps of one `generateText` call. The
 * session is kept from the moment it starts being made, so repairs running at once (the SDK
 * repairs the bad calls of one step together) share it; making it never fails (a tool whose
 * schema cannot be read takes any input).
 */
export class SessionOfTools {
  readonly #validator: Validator | undefined;
  #names: string | undefined;
  #session: Promise<CallSession> | undefined;

  constructor(validator: Validator | undefined) {
    this.#validator = validator;
  }

  of(tools: ToolSet, inputSchema: InputSchemaOf): Promise<CallSession> {
    const names = Object.keys(tools);
    const signature = JSON.stringify(names);
    if (this.#session !== undefined && signature === this.#names) return this.#session;
    this.#names = signature;
    this.#session = this.#make(names, inputSchema);
    return this.#session;
  }

  async #make(names: readonly string[], inputSchema: InputSchemaOf): Promise<CallSession> {
    const definitions: ToolDefinition[] = [];
    for (const name of names) {
      definitions.push({ name, inputSchema: await schemaOf(name, inputSchema) });
    }
    return createToolCatalog(definitions, { validator: this.#validator }).createSession();
  }
}

/** A tool's JSON Schema; a tool whose schema cannot be read takes any input. */
async function schemaOf(name: string, inputSchema: InputSchemaOf): Promise<JsonSchema> {
  try {
    const schema = await inputSchema({ toolName: name });
    return typeof schema === "object" && schema !== null ? (schema as JsonSchema) : true;
  } catch {
    return true;
  }
}
