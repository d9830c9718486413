import type { Coercion } from "@tool-input/coerce";
import type { AdapterOptions } from "@tool-input/validate";

/** The kind of value a learned correction decodes a field's JSON text to. */
export type LearnedKind = "array" | "object";

/** What was learned, by tool name: the top-level fields the server wants decoded, and to what. */
export type LearnedCorrections = Readonly<Record<string, Readonly<Record<string, LearnedKind>>>>;

/** How a `tools/call` ended, as the client saw it. */
export type CallOutcome =
  /** The tool ran and returned a result without `isError`. */
  | "ok"
  /** The tool ran and returned `isError: true` for a reason other than its input. */
  | "tool-error"
  /** The server rejected the input (a JSON-RPC `-32602` error or an input-validation `isError` result). */
  | "rejected"
  /** The server answered with another JSON-RPC error. */
  | "error"
  /** The wrapper answered itself (`onInvalid: "answer"`): the input was invalid after repair. */
  | "answered";

/** One thing the wrapper did, reported through `onEvent`. */
export type RepairEvent =
  | {
      /** A call's arguments were repaired before the server saw them. */
      readonly kind: "repaired";
      readonly tool: string;
      /** Each repair made (docs/coercion.md). */
      readonly coercions: readonly Coercion[];
      /** Whether the server listed the tool (false: repaired by what was learned alone). */
      readonly known: boolean;
    }
  | {
      /** A call's arguments were invalid even after repair, or (when answered) its name matched no listed tool. */
      readonly kind: "invalid";
      readonly tool: string;
      /** The model-facing text (docs/messages.md). */
      readonly message: string;
      /** Whether the wrapper answered the call itself (`onInvalid: "answer"`) or sent it on. */
      readonly answered: boolean;
      /** Whether the server listed the tool (false: the name matched no listed tool). */
      readonly known: boolean;
    }
  | {
      /** The server rejected a call's input. */
      readonly kind: "rejection";
      readonly tool: string;
      /** The text of the server's rejection. */
      readonly message: string;
      /** Whether the server listed the tool (false: a call sent on unchecked, to a name it did not list). */
      readonly known: boolean;
    }
  | {
      /** A rejected call was sent once more with these fields decoded from JSON text. */
      readonly kind: "retry";
      readonly tool: string;
      readonly fields: readonly string[];
      /** Whether the server listed the tool. */
      readonly known: boolean;
    }
  | {
      /** A retry succeeded: later calls to `tool` get these fields decoded before they are sent. */
      readonly kind: "learned";
      readonly tool: string;
      readonly fields: Readonly<Record<string, LearnedKind>>;
      /** Why the `learned` file could not be written, when it could not. */
      readonly saveError?: string;
      /** Whether the server listed the tool. */
      readonly known: boolean;
    }
  | {
      /** A `tools/call` was answered. */
      readonly kind: "call";
      readonly tool: string;
      /** The arguments as the client sent them. */
      readonly input: unknown;
      readonly outcome: CallOutcome;
      /** How many repairs were made before sending. */
      readonly repairs: number;
      /** Whether the call was sent a second time, decoded. */
      readonly retried: boolean;
      /** Whether the server listed the tool (a call to a tool it did not list is sent on unchecked). */
      readonly known: boolean;
      /** Milliseconds from the client's request to this answer, tools listed and retry included. */
      readonly durationMs: number;
    };

/** Options for `repairingTransport`: `validate` and `validator` as every adapter takes them. */
export interface RepairingTransportOptions extends AdapterOptions {
  /** Which side's transport is wrapped: a server's (`"server"`, the default) or a client's. */
  readonly side?: "server" | "client" | undefined;
  /** What to do with a call still invalid after repair, or to a tool name no listed tool matches: `"forward"` it to the server (default) or `"answer"` it with tool-input's message. */
  readonly onInvalid?: "forward" | "answer" | undefined;
  /** Retry a call the server rejects for JSON text where it wanted a structure, and learn from it. Default `true` on the client side, `false` on the server side. */
  readonly retry?: boolean | undefined;
  /** A JSON file of learned corrections: read when the wrapper is made, written after each new one. */
  readonly learned?: string | undefined;
  /** How long a listing the wrapper makes itself may take, all its pages together, in milliseconds, before the waiting calls go on. Default 10,000. */
  readonly listTimeout?: number | undefined;
  /** Called with each repair, rejection, retry, learned correction and answered call; an exception it throws is ignored. */
  readonly onEvent?: ((event: RepairEvent) => void) | undefined;
}
