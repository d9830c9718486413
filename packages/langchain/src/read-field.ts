/**
 * `object[key]`, or `undefined` where reading it throws (a getter, a Proxy trap): what LangChain
 * hands the middleware is read field by field, each once, so one hostile field cannot throw into
 * the agent (docs/frameworks.md, "LangChain.js 1.5").
 */
export function readField(object: unknown, key: string): unknown {
  try {
    return (object as Record<string, unknown> | null | undefined)?.[key];
  } catch {
    return undefined;
  }
}
