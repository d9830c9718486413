import type { Model, ModelRequest, ModelResponse } from "@openai/agents-core";

/**
 * A `Model` of the OpenAI Agents SDK that answers each request with the next scripted response
 * and records the requests, as the SDK's own tests use one.
 */
export class ScriptedModel implements Model {
  readonly requests: ModelRequest[] = [];
  readonly #responses: ModelResponse[];

  constructor(responses: ModelResponse[]) {
    this.#responses = responses;
  }

  async getResponse(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const response = this.#responses.shift();
    if (response === undefined) throw new Error("the script has no more responses");
    return response;
  }

  getStreamedResponse(): AsyncIterable<never> {
    throw new Error("not streamed in these tests");
  }
}
