/**
 * Runs `run` while `Object.prototype` holds a setter, `pollutedSetter`, and a read-only key,
 * `pollutedReadOnly` (0), as a polluted prototype would (docs/security.md, "Arguments from the
 * model"), and removes both after, whatever `run` does. Returns how often the setter ran.
 */
export function withPollutedPrototype(run: () => void): number {
  let set = 0;
  const proto = Object.prototype as Record<string, unknown>;
  Object.defineProperty(proto, "pollutedSetter", {
    set: () => {
      set += 1;
    },
    configurable: true,
  });
  Object.defineProperty(proto, "pollutedReadOnly", {
    value: 0,
    writable: false,
    configurable: true,
  });
  try {
    run();
  } finally {
    delete proto.pollutedSetter;
    delete proto.pollutedReadOnly;
  }
  return set;
}
