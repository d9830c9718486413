// Stands in for a base URI that is not absolute (a schema without `$id` sits at `""`), so that a
// relative `$id` or `$ref` resolves against it as RFC 3986 says; taken off again afterwards.
const RELATIVE_BASE = "tool-input-relative:/";

/**
 * `reference` resolved against `base` (RFC 3986, as Ajv resolves `$id` and `$ref`): `item`
 * against `https://x.test/root` is `https://x.test/item`; against `""` (a root without `$id`)
 * it stays `item`. `undefined` when either is not a URI reference.
 */
export function resolveUri(base: string, reference: string): string | undefined {
  try {
    const href = new URL(reference, new URL(base, RELATIVE_BASE)).href;
    return href.startsWith(RELATIVE_BASE) ? href.slice(RELATIVE_BASE.length) : href;
  } catch {
    return undefined;
  }
}

/** A URI split at its first `#`: the resource it names and its fragment (`""` when none). */
export function splitFragment(uri: string): {
  readonly resource: string;
  readonly fragment: string;
} {
  const hash = uri.indexOf("#");
  return hash === -1
    ? { resource: uri, fragment: "" }
    : { resource: uri.slice(0, hash), fragment: uri.slice(hash + 1) };
}
