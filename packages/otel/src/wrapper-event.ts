/**
 * The events of `@tool-input/mcp`'s `repairingTransport` (`onEvent`, docs/mcp.md "Events") as
 * far as telemetry reads them, written out here so this package does not depend on the MCP
 * package: its `RepairEvent` is assignable to this type.
 */
export type WrapperEvent =
  | {
      readonly kind: "repaired";
      readonly tool: string;
      readonly coercions: readonly { readonly rule: string }[];
      /** Absent from versions of `@tool-input/mcp` before it was added: taken as `true`. */
      readonly known?: boolean;
    }
  | {
      readonly kind: "invalid";
      readonly tool: string;
      readonly answered: boolean;
      /** Absent from versions of `@tool-input/mcp` before it was added: taken as `true`. */
      readonly known?: boolean;
    }
  | {
      readonly kind: "rejection";
      readonly tool: string;
      /** Absent from versions of `@tool-input/mcp` before it was added: taken as `true`. */
      readonly known?: boolean;
    }
  | {
      readonly kind: "retry";
      readonly tool: string;
      readonly fields: readonly string[];
      /** Absent from versions of `@tool-input/mcp` before it was added: taken as `true`. */
      readonly known?: boolean;
    }
  | {
      readonly kind: "learned";
      readonly tool: string;
      readonly fields: Readonly<Record<string, string>>;
      /** Absent from versions of `@tool-input/mcp` before it was added: taken as `true`. */
      readonly known?: boolean;
    }
  | {
      readonly kind: "call";
      readonly tool: string;
      readonly outcome: string;
      readonly repairs: number;
      readonly retried: boolean;
      /** Absent from versions of `@tool-input/mcp` before it was added: taken as `true`. */
      readonly known?: boolean;
      /** Absent from versions of `@tool-input/mcp` before it was added: the span then has no length. */
      readonly durationMs?: number;
    };
