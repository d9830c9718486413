import type { RequestId } from "@modelcontextprotocol/sdk/types.js";
import { decodeRejectedInput } from "@tool-input/coerce";
import { defineOwn } from "@tool-input/json";
import { type InputRejection, inputRejectionOf } from "./input-rejection.js";
import { type Message, recordOf } from "./json-rpc.js";
import type { CallOutcome, LearnedKind } from "./types.js";

/** A `tools/call` in flight. */
export interface CallEntry<T> {
  /** The tool called. */
  readonly tool: string;
  /** The id the client gave the call. */
  readonly clientId: RequestId;
  /** The arguments as the client sent them. */
  readonly input: unknown;
  /** The arguments as the server got them. */
  readonly sent: unknown;
  /** The call's params as sent (the base of a retry). */
  readonly params: Readonly<Record<string, unknown>>;
  /** How many repairs were made before sending. */
  readonly repairs: number;
  /** Whether this is the second sending, decoded. */
  readonly retried: boolean;
  /** Whether the server listed the tool, so the call was checked. */
  readonly known: boolean;
  /** When the wrapper took the call (`performance.now()`). */
  readonly started: number;
  /** For a retry: the fields decoded, and to what. */
  readonly decoded?: Readonly<Record<string, LearnedKind>>;
  /** The context the client's request came with. */
  readonly context: T | undefined;
}

/** How a server's answer to a call reads. */
export interface AnswerReading {
  readonly outcome: CallOutcome;
  /** Set when the server rejected the input. */
  readonly rejection?: InputRejection;
}

/** Reads a server's answer to a `tools/call`. */
export function outcomeOf(response: Message): AnswerReading {
  const rejection = inputRejectionOf(response);
  if (rejection !== undefined) return { outcome: "rejected", rejection };
  if (response.error !== undefined) return { outcome: "error" };
  return { outcome: recordOf(response.result)?.isError === true ? "tool-error" : "ok" };
}

/** The retry of a rejected call, with the fields `decodeRejectedInput` decoded, or `undefined`. */
export function retryOf<T>(
  call: CallEntry<T>,
  rejection: unknown,
):
  | { readonly entry: CallEntry<T>; readonly fields: Readonly<Record<string, LearnedKind>> }
  | undefined {
  const sent = recordOf(call.sent);
  if (sent === undefined) return undefined;
  const decoded = decodeRejectedInput(sent, rejection);
  if (decoded === undefined) return undefined;
  const fields: Record<string, LearnedKind> = {};
  for (const key of Object.keys(decoded)) {
    const value = decoded[key];
    if (value === sent[key] || typeof value !== "object" || value === null) continue;
    defineOwn(fields, key, Array.isArray(value) ? "array" : "object");
  }
  const entry = { ...call, sent: decoded, retried: true, decoded: fields };
  return { entry, fields };
}
