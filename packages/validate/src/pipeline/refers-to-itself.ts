/**
 * Whether `input` contains itself: an object or array reached again from inside itself (an
 * input built in memory; JSON never has one). One pass over the input's own enumerable entries,
 * each container visited once however many keys share it, with no recursion.
 */
export function refersToItself(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const onPath = new Set<object>();
  const done = new Set<object>();
  // Each frame: a container and its children still to visit.
  const stack: { node: object; children: unknown[] }[] = [
    { node: input, children: childrenOf(input) },
  ];
  onPath.add(input);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { node: object; children: unknown[] };
    const child = frame.children.pop();
    if (child === undefined && frame.children.length === 0) {
      stack.pop();
      onPath.delete(frame.node);
      done.add(frame.node);
      continue;
    }
    if (typeof child !== "object" || child === null || done.has(child)) continue;
    if (onPath.has(child)) return true;
    onPath.add(child);
    stack.push({ node: child, children: childrenOf(child) });
  }
  return false;
}

function childrenOf(node: object): unknown[] {
  const children: unknown[] = [];
  for (const key of Object.keys(node)) {
    const value = (node as Record<string, unknown>)[key];
    if (typeof value === "object" && value !== null) children.push(value);
  }
  return children;
}

/** `refersToItself`, answering false for an input that throws when read (a hostile getter). */
export function surelyRefersToItself(input: unknown): boolean {
  try {
    return refersToItself(input);
  } catch {
    return false;
  }
}
