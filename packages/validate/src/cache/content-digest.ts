/**
 * A short name for a schema's sorted-key JSON text, the content cache's key (docs/pipeline.md,
 * "Caching"): its length and two 32-bit hashes of it (FNV-1a and a multiply-rotate mix). Equal
 * texts get equal digests; two texts that share one are told apart by the cache, which compares
 * the content itself, so a digest decides which slot to look in and never which content answers.
 */
export function contentDigest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return `${text.length.toString(36)}.${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}
