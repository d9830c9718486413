/**
 * `error` as an `Error` whose message has the full text of `url` written as `label` (its origin
 * and path), as docs/cli.md "Remote servers" says: the query may hold a token.
 */
export function withoutUrl(error: unknown, url: URL, label: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes(url.href)) return error instanceof Error ? error : new Error(message);
  return new Error(message.split(url.href).join(label));
}
