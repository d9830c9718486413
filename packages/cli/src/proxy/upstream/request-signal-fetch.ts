/** The `fetch` the SDK's HTTP transports take as an option. */
export type Fetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

// Statuses whose response has no body, for which a Response cannot be made with one.
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `base` with a signal of its own for each request, tied to the caller's until the response's
 * body has been read or cancelled (docs/performance.md, "7. The proxy"). The SDK's HTTP client
 * transports pass one long-lived signal to every request; on Node.js 20 each request leaves an
 * abort listener on it until the request is garbage-collected, so a busy session piles up
 * thousands of listeners, and each new request takes longer to add its own.
 */
export function requestSignalFetch(base: Fetch = fetch): Fetch {
  return async (url, init) => {
    const outer = init?.signal;
    if (outer === undefined || outer === null) return base(url, init);
    const own = new AbortController();
    const abort = (): void => own.abort(outer.reason);
    if (outer.aborted) own.abort(outer.reason);
    else outer.addEventListener("abort", abort, { once: true });
    const release = (): void => outer.removeEventListener("abort", abort);
    let response: Response;
    try {
      response = await base(url, { ...init, signal: own.signal });
    } catch (error) {
      release();
      throw error;
    }
    // A redirect is read by the SDK for its URL and headers only, and a bodiless answer has nothing to wait for.
    if (
      response.body === null ||
      NO_BODY.has(response.status) ||
      (response.status >= 300 && response.status < 400)
    ) {
      release();
      return response;
    }
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            release();
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      cancel(reason) {
        release();
        return reader.cancel(reason);
      },
    });
    const { status, statusText, headers } = response;
    return new Response(body, { status, statusText, headers });
  };
}
