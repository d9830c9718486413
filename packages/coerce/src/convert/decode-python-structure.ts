import { decodePythonLiteral, opensJsonStructure, readsBack } from "@tool-input/json";

/**
 * Decodes a string holding one Python list, tuple or dict literal (rule `python`,
 * docs/coercion.md), or returns `undefined`: anything the strict grammar refuses, nesting deeper
 * than `maxNesting`, a number that would not read back as written, a `__proto__` key, or a
 * literal that is not a structure (`(1)` is the number 1).
 */
export function decodePythonStructure(text: string, maxNesting: number): object | undefined {
  if (!opensJsonStructure(text) && !opensTuple(text)) return undefined;
  const decoded = decodePythonLiteral(text, { maxNesting, readsBack });
  if (!decoded.ok || typeof decoded.value !== "object" || decoded.value === null) return undefined;
  return decoded.value;
}

/** Whether `text` opens a Python tuple: `(` after any white space. */
export function opensTuple(text: string): boolean {
  return text.trimStart().charCodeAt(0) === 0x28; // "("
}
