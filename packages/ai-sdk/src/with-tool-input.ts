import {
  type AdapterOptions,
  type JsonSchema,
  projectToolSchema,
  type ToolInputSchema,
  toolInputSchema,
} from "@tool-input/validate";
import {
  asSchema,
  type FlexibleSchema,
  type JSONSchema7,
  jsonSchema,
  type Schema,
  type ToolSet,
} from "ai";

/**
 * `tools` with every tool's input schema replaced by one that repairs the call first (with
 * tool-input, against the tool's JSON Schema), then runs the tool's own schema on the repaired
 * input. A call that cannot be repaired fails with tool-input's message, which the AI SDK sends
 * to the model. MCP tools from `@ai-sdk/mcp` get the same; provider tools are left as they are.
 * A schema sees one input at a time: names and repeats are `createRepairToolCall`'s.
 *
 * With `validate: { projection: target }`, each tool whose JSON Schema is at hand is sent as the
 * target's projection (docs/providers.md), marked `strict` for OpenAI and Anthropic, and each
 * call is lifted back to the original's shape before it is checked against the original schema.
 */
export function withToolInput<TOOLS extends ToolSet>(
  tools: TOOLS,
  options?: AdapterOptions,
): TOOLS {
  // Setup mistakes throw here, naming the tool, not on the model's first call (docs/frameworks.md).
  if (typeof tools !== "object" || tools === null) {
    throw new TypeError(`[ai-sdk] withToolInput: tools must be a ToolSet object, got ${tools}`);
  }
  const own: AdapterOptions = { validate: options?.validate, validator: options?.validator };
  const entries = readEntries(tools).map(([name, tool]) => {
    if (typeof tool !== "object" || tool === null) {
      throw new TypeError(
        `[ai-sdk] withToolInput: tool \`${name}\` must be an object, got ${tool}`,
      );
    }
    try {
      return tool.type === "provider"
        ? [name, tool]
        : [name, { ...tool, ...repairingSchema(name, tool.inputSchema, own) }];
    } catch (error) {
      throw new TypeError(`[ai-sdk] withToolInput could not read tool \`${name}\`: ${error}`, {
        cause: error,
      });
    }
  });
  // `fromEntries` defines each key as an own property: a tool named `__proto__` stays a tool.
  return Object.fromEntries(entries) as TOOLS;
}

function readEntries(tools: ToolSet): [string, ToolSet[string]][] {
  try {
    return Object.entries(tools);
  } catch (error) {
    throw new TypeError(`[ai-sdk] withToolInput could not read its tools: ${error}`, {
      cause: error,
    });
  }
}

/** The schema `withToolInput` gives the tool `name` whose schema was `original`. */
function repairingSchema(
  name: string,
  original: FlexibleSchema | undefined,
  options: AdapterOptions | undefined,
): { inputSchema: Schema; strict?: true } {
  const own = asSchema(original);
  const sent = projected(name, own.jsonSchema, options);
  const bind = options?.validator?.toolInputSchema.bind(options.validator) ?? toolInputSchema;
  let checker: ToolInputSchema | undefined; // made on the first call, from the JSON Schema
  const inputSchema = jsonSchema(
    () => (sent?.inputSchema as JSONSchema7 | undefined) ?? own.jsonSchema,
    {
      validate: async (value) => {
        checker ??= bind(
          { name, inputSchema: (await own.jsonSchema) as JsonSchema },
          { ...options?.validate, issues: "message" },
        );
        const result = checker["~standard"].validate(value);
        if (result.issues !== undefined) {
          return { success: false, error: inputValidationError(result.issues[0]?.message ?? "") };
        }
        return own.validate === undefined
          ? { success: true, value: result.value }
          : await own.validate(result.value);
      },
    },
  );
  // Gemini has no strict flag: its projection is all it needs.
  const strict = sent !== undefined && options?.validate?.projection !== "gemini";
  return strict ? { inputSchema, strict: true } : { inputSchema };
}

// The target's projection of a schema given as an object (not a promise), when it projects.
function projected(name: string, schema: unknown, options: AdapterOptions | undefined) {
  const target = options?.validate?.projection;
  if (target === undefined || typeof schema !== "object" || schema === null || "then" in schema) {
    return undefined;
  }
  const result = projectToolSchema({ name, inputSchema: schema as JsonSchema }, target);
  return result.ok ? result : undefined;
}

// The AI SDK prints an error as `String(error)`: `InputValidationError: <tool-input's message>`,
// as Claude Code words it (docs/frameworks.md).
function inputValidationError(message: string): Error {
  const error = new Error(message);
  error.name = "InputValidationError";
  return error;
}
