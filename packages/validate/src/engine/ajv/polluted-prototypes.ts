/**
 * The enumerable properties `Object.prototype` and `Array.prototype` hold, at most three, each
 * written `Object.prototype.foo`: none in a process nothing has polluted. Ajv reads a schema with
 * `for…in` and plain property reads, so such a property reads as part of every schema (a
 * keyword, a declared property) and its compile fails or means something else: a failure then is
 * the engine's, never a reason to pass an input (docs/security.md, "Fail closed").
 */
export function pollutedPrototypeKeys(): string[] {
  const found: string[] = [];
  for (const [name, prototype] of PROTOTYPES) {
    for (const key in prototype) {
      if (!Object.hasOwn(prototype, key)) continue;
      if (found.length === 3) return found;
      found.push(`${name}.${key}`);
    }
  }
  return found;
}

const PROTOTYPES: readonly (readonly [string, object])[] = [
  ["Object.prototype", Object.prototype],
  ["Array.prototype", Array.prototype],
];
