/**
 * `object[key]`, or `undefined` where there is no object or reading the key throws (a getter, a
 * Proxy trap). What a harness or framework hands over (a tool, a call, a request) is read field
 * by field with it, so one field that cannot be read does not throw into the agent
 * (docs/security.md, "Arguments from the model").
 */
export function readField(object: unknown, key: PropertyKey): unknown {
  try {
    return (object as Record<PropertyKey, unknown> | null | undefined)?.[key];
  } catch {
    return undefined;
  }
}
