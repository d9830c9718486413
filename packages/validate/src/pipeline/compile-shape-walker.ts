import { CONTAINER, TEXT } from "./schema-kinds.js";
import type { Node, Shape, ShapeWalker } from "./valid-input-shape.js";

/** What the generated code calls back into: the generic parts of the walk. */
export interface WalkerRuntime {
  /** Walks a container value under its node (objects and arrays). */
  readonly descend: (
    item: object,
    node: Node,
    markup: boolean,
    nearMiss: boolean,
    depth: number,
    left: number,
  ) => number;
  readonly ownDeclared: (value: Record<string, unknown>, shape: Shape) => number;
  readonly maxDepth: number;
  readonly long: number;
}

/** Shapes with more declared keys are walked generically (a function's size stays small). */
const MAX_GENERATED_KEYS = 256;
/** Declared keys a key sent is compared with one by one; past it, looked up in the shape's Map. */
const MAX_COMPARED_KEYS = 12;

/**
 * A walk of `shape`'s objects generated for its declared keys (docs/performance.md, "1. Valid
 * input"): each key is read by name, so each read has an inline cache of its own, where a
 * generic walk's reads see the objects of every tool and go megamorphic. The same decisions as
 * the generic walk in valid-input-checks.ts, key by key. Only key names reach the code, each as a
 * JSON string literal. `undefined` past `MAX_GENERATED_KEYS` or where code cannot be generated.
 */
export function compileShapeWalker(shape: Shape, runtime: WalkerRuntime): ShapeWalker | undefined {
  if (shape.size > MAX_GENERATED_KEYS) return undefined;
  const body = shape.open ? openBody(shape) : closedBody(shape);
  const source = `"use strict";
const { descend, ownDeclared, maxDepth, long } = runtime;
const hasOwn = Object.hasOwn;
const getPrototypeOf = Object.getPrototypeOf;
const objectPrototype = Object.prototype;
const declared = shape.kinds;
const extra = shape.extra;
return function walk(v, markup, nearMiss, depth, left) {
  let budget = left - 1;
  if (budget < 0 || depth >= maxDepth) return -1;
  let x, n;
${body}
};`;
  try {
    return new Function("runtime", "shape", source)(runtime, shape) as ShapeWalker;
  } catch {
    return undefined; // code generation refused here (a content security policy)
  }
}

function openBody(shape: Shape): string {
  const size = shape.size;
  const lines = ["  let present = 0;"];
  shape.keys.forEach((key, i) => {
    const name = JSON.stringify(key);
    // A name `Object.prototype` has is read as own only; any other is read as it comes, and an
    // object that seems to hold them all is counted again, own keys only, below.
    const read = shape.inherited[i]
      ? `x = hasOwn(v, ${name}) ? v[${name}] : undefined;`
      : `x = v[${name}];`;
    lines.push(`  ${read}`, "  if (x !== undefined) {", "    present++;");
    if (((shape.keyKinds[i] as number) & CONTAINER) !== 0) lines.push(descendInto(i, "nearMiss"));
    lines.push("  }");
  });
  lines.push(
    `  if (present === ${size}) {`,
    // Inline, so the compiler folds it where the reads above fixed the object's map.
    "    const proto = getPrototypeOf(v);",
    "    if (proto !== objectPrototype && proto !== null) present = ownDeclared(v, shape);",
    "  }",
  );
  const extra = shape.extra;
  const follow = extra !== undefined && !extra.free;
  if (!follow) lines.push(`  if (present === ${size}) return budget;`);
  lines.push(`  const lacking = present < ${size};`, "  if (lacking && markup) {");
  if (shape.markedKeys) lines.push("    return -1;");
  for (const key of shape.texts) {
    const name = JSON.stringify(key);
    lines.push(`    x = v[${name}]; if (typeof x === "string" && x.includes("</")) return -1;`);
  }
  lines.push("  }");
  const nearMisses = shape.readable ? "nearMiss" : "false";
  if (!follow) lines.push(`  if (!markup && !${nearMisses}) return budget;`);
  lines.push(
    "  for (const key in v) {",
    `    if (${declaredTest(shape)}) continue;`,
    "    if (lacking) {",
    `      if (${nearMisses}) return -2;`,
    "      if (markup) {",
    '        if (key.includes("</")) return -1;',
    "        x = v[key];",
    '        if (typeof x === "string" && x.includes("</")) return -1;',
    "      }",
    "    }",
  );
  if (follow) {
    lines.push(
      "    x = v[key];",
      '    if (typeof x === "object" && x !== null) {',
      "      budget = descend(x, extra, markup, false, depth + 1, budget);",
      "      if (budget < 0) return budget;",
      "    }",
    );
  }
  lines.push("  }", "  return budget;");
  return lines.join("\n");
}

/** A test that `key` is a declared key: string comparisons for a few, the shape's Map past them. */
function declaredTest(shape: Shape): string {
  if (shape.size > MAX_COMPARED_KEYS) return "declared.has(key)";
  if (shape.size === 0) return "false";
  return shape.keys.map((key) => `key === ${JSON.stringify(key)}`).join(" || ");
}

function closedBody(shape: Shape): string {
  const lines = [`  let marked = ${shape.markedKeys}, long_ = false;`];
  const texts: string[] = [];
  shape.keys.forEach((key, i) => {
    const kind = shape.keyKinds[i] as number;
    const name = JSON.stringify(key);
    const text = (kind & TEXT) !== 0;
    const container = (kind & CONTAINER) !== 0 && !shape.childAt(i).free;
    if (!text && !container) return;
    lines.push(`  x = v[${name}];`);
    if (text) {
      texts.push(name);
      lines.push(
        '  if (typeof x === "string") {',
        "    if (x.length >= long) long_ = true;",
        '    else if (!marked && x.includes("</")) marked = true;',
        `  }${container ? " else" : ""}`,
      );
    }
    if (container) lines.push(descendInto(i, "nearMiss"));
  });
  lines.push(
    `  if (!markup || !(marked || long_) || ownDeclared(v, shape) === ${shape.size}) return budget;`,
    "  if (marked) return -1;",
    ...texts.map(
      (name) =>
        `  x = v[${name}]; if (typeof x === "string" && x.length >= long && x.includes("</")) return -1;`,
    ),
    "  return budget;",
  );
  return lines.join("\n");
}

/** Follows the container in `x`, the value of the declared key at `index`. */
function descendInto(index: number, nearMiss: string): string {
  return `    if (typeof x === "object" && x !== null) {
      n = shape.childAt(${index});
      if (!n.free) {
        budget = descend(x, n, markup, ${nearMiss}, depth + 1, budget);
        if (budget < 0) return budget;
      }
    }`;
}
