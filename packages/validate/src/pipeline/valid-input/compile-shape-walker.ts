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
  readonly mayHoldMarkup: (value: unknown) => boolean;
  readonly isPlain: (value: object) => boolean;
  readonly ownDeclared: (value: Record<string, unknown>, shape: Shape) => number;
  /** The declared keys `value` holds as own properties, not `undefined`. */
  readonly ownPresent: (value: Record<string, unknown>, shape: Shape) => number;
  readonly maxDepth: number;
  readonly long: number;
}

/** Declared keys one generated function reads, nested shapes included; past it, calls. */
const MAX_GENERATED_KEYS = 256;
/** Levels of nested objects and arrays written into one function; deeper ones are called. */
const MAX_INLINE_DEPTH = 4;
/** Declared keys a key sent is compared with one by one; past it, looked up in the shape's Map. */
const MAX_COMPARED_KEYS = 32;

/**
 * A walk of `shape`'s objects generated for its declared keys, with the objects and arrays
 * nested under them written in (docs/performance.md, "1. Valid input"): each key is read by
 * name, so each read has an inline cache of its own, where a generic walk's reads see the
 * objects of every tool and go megamorphic, and no call is made per nested object. The same
 * decisions as the generic walk of valid-input-checks.ts, object by object. Only key names reach
 * the code, each as a JSON string literal; nodes and shapes are passed in a list. `undefined`
 * where code cannot be generated.
 */
export function compileShapeWalker(shape: Shape, runtime: WalkerRuntime): ShapeWalker | undefined {
  if (shape.size > MAX_GENERATED_KEYS) return undefined;
  const emitter = new Emitter();
  const body = emitter.object(shape, "v", "depth", "nearMiss", 0);
  const source = `"use strict";
const { descend, mayHoldMarkup, isPlain, ownDeclared, ownPresent, maxDepth, long } = runtime;
const hasOwn = Object.hasOwn;
const getPrototypeOf = Object.getPrototypeOf;
const objectPrototype = Object.prototype;
return function walk(v, markup, nearMiss, depth, left) {
  let budget = left;
${body}
  return budget;
};`;
  try {
    return new Function("runtime", "refs", source)(runtime, emitter.refs) as ShapeWalker;
  } catch {
    return undefined; // code generation refused here (a content security policy)
  }
}

/** Where an object's walk is written: its variable, depth, near-miss flag, nesting and label. */
interface Place {
  readonly v: string;
  readonly d: string;
  readonly nearMiss: string;
  readonly level: number;
  readonly k: number;
}

class Emitter {
  readonly refs: unknown[] = [];
  private keys = 0;
  private label = 0;

  private ref(value: unknown): string {
    this.refs.push(value);
    return `refs[${this.refs.length - 1}]`;
  }

  /** The walk of the object in `v` under `shape`, at depth `d`; it leaves `budget` updated. */
  object(shape: Shape, v: string, d: string, nearMiss: string, level: number): string {
    this.keys += shape.size;
    const at: Place = { v, d, nearMiss, level, k: this.label++ };
    const lines = [
      `L${at.k}: {`,
      "  budget--;",
      `  if (budget < 0 || ${d} >= maxDepth) return -1;`,
      `  let x${at.k};`,
      ...(shape.open ? this.open(shape, at) : this.closed(shape, at)),
      "}",
    ];
    return lines.join("\n");
  }

  private open(shape: Shape, { v, d, nearMiss, level, k }: Place): string[] {
    const size = shape.size;
    const ref = this.ref(shape);
    const x = `x${k}`;
    const lines = [`  let p${k} = 0;`];
    shape.keys.forEach((key, i) => {
      const name = JSON.stringify(key);
      // A name `Object.prototype` has is read as own only; any other is read as it comes, and
      // an object that seems to hold them all is counted again, own keys only, below.
      lines.push(
        shape.inherited[i]
          ? `  ${x} = hasOwn(${v}, ${name}) ? ${v}[${name}] : undefined;`
          : `  ${x} = ${v}[${name}];`,
        `  if (${x} !== undefined) {`,
        `    p${k}++;`,
      );
      if (((shape.keyKinds[i] as number) & CONTAINER) !== 0) {
        lines.push(this.child(shape.childAt(i), x, `${d} + 1`, nearMiss, level + 1));
      }
      lines.push("  }");
    });
    lines.push(
      `  if (p${k} === ${size}) {`,
      // Inline, so the compiler folds it where the reads above fixed the object's map.
      `    const proto = getPrototypeOf(${v});`,
      `    if (proto !== objectPrototype && proto !== null) p${k} = ownPresent(${v}, ${ref});`,
      "  }",
    );
    const extra = shape.extra;
    const follow = extra !== undefined && !extra.free;
    if (!follow) lines.push(`  if (p${k} === ${size}) break L${k};`);
    lines.push(`  const lacking${k} = p${k} < ${size};`, `  if (lacking${k} && markup) {`);
    if (shape.markedKeys) lines.push("    return -1;");
    for (const key of shape.texts) {
      const name = JSON.stringify(key);
      lines.push(
        `    ${x} = ${v}[${name}];`,
        `    if (typeof ${x} === "string" && ${x}.includes("</")) return -1;`,
      );
    }
    lines.push("  }");
    const nearMisses = shape.readable ? nearMiss : "false";
    if (!follow) lines.push(`  if (!markup && !(${nearMisses})) break L${k};`);
    lines.push(
      `  for (const key in ${v}) {`,
      `    if (${this.declared(shape, ref)}) continue;`,
      `    if (lacking${k}) {`,
      `      if (${nearMisses}) return -2;`,
      "      if (markup) {",
      '        if (key.includes("</")) return -1;',
      `        ${x} = ${v}[key];`,
      `        if (typeof ${x} === "string" && ${x}.includes("</")) return -1;`,
      "      }",
      "    }",
    );
    if (follow) {
      lines.push(
        `    ${x} = ${v}[key];`,
        `    if (typeof ${x} === "object" && ${x} !== null) {`,
        `      budget = descend(${x}, ${this.ref(extra)}, markup, false, ${d} + 1, budget);`,
        "      if (budget < 0) return budget;",
        "    }",
      );
    }
    lines.push("  }");
    return lines;
  }

  private closed(shape: Shape, { v, d, nearMiss, level, k }: Place): string[] {
    const x = `x${k}`;
    const lines = [`  let marked${k} = ${shape.markedKeys}, long${k} = false;`];
    const texts: string[] = [];
    shape.keys.forEach((key, i) => {
      const kind = shape.keyKinds[i] as number;
      const name = JSON.stringify(key);
      const text = (kind & TEXT) !== 0;
      const container = (kind & CONTAINER) !== 0 && !shape.childAt(i).free;
      if (!text && !container) return;
      lines.push(`  ${x} = ${v}[${name}];`);
      if (text) {
        texts.push(name);
        lines.push(
          `  if (typeof ${x} === "string") {`,
          `    if (${x}.length >= long) long${k} = true;`,
          `    else if (!marked${k} && ${x}.includes("</")) marked${k} = true;`,
          `  }${container ? " else" : ""}`,
        );
      }
      if (container) lines.push(this.child(shape.childAt(i), x, `${d} + 1`, nearMiss, level + 1));
    });
    lines.push(
      `  if (!markup || !(marked${k} || long${k}) || ownDeclared(${v}, ${this.ref(shape)}) === ${shape.size}) break L${k};`,
      `  if (marked${k}) return -1;`,
      ...texts.map(
        (name) =>
          `  ${x} = ${v}[${name}]; if (typeof ${x} === "string" && ${x}.length >= long && ${x}.includes("</")) return -1;`,
      ),
    );
    return lines;
  }

  /** Follows the container in `x` (a declared key's value) under `node`, at depth `d`. */
  private child(node: Node, x: string, d: string, nearMiss: string, level: number): string {
    if (node.free) return "";
    const call = `budget = descend(${x}, ${this.ref(node)}, markup, ${nearMiss}, ${d}, budget); if (budget < 0) return budget;`;
    const inline = level <= MAX_INLINE_DEPTH && this.keys < MAX_GENERATED_KEYS;
    const lines = [`    if (typeof ${x} === "object" && ${x} !== null) {`];
    lines.push(`      if (Array.isArray(${x})) {`);
    lines.push(inline ? this.array(node, x, d, level) : `        ${call}`);
    lines.push("      } else {");
    lines.push(inline ? this.plain(node, x, d, nearMiss, level) : `        ${call}`);
    lines.push("      }", "    }");
    return lines.join("\n");
  }

  /** The object in `x` under `node` (the generic walk's `object`). */
  private plain(node: Node, x: string, d: string, nearMiss: string, level: number): string {
    const lines: string[] = [];
    let guard = "";
    if (node.inert) {
      guard = `if (!(${nearMiss}) && isPlain(${x})) {} else `;
    }
    const shape = node.shape;
    if (shape === null) {
      lines.push(`        ${guard}if (markup && mayHoldMarkup(${x})) return -1;`);
      return lines.join("\n");
    }
    const v = `o${this.label}`;
    lines.push(
      `        ${guard}{`,
      `        const ${v} = ${x};`,
      this.object(shape, v, d, nearMiss, level),
      "        }",
    );
    return lines.join("\n");
  }

  /** The array in `x` under `node` (the generic walk's `array`): items through `items`. */
  private array(node: Node, x: string, d: string, level: number): string {
    const each = node.items;
    if (each === null) return `        if (markup && mayHoldMarkup(${x})) return -1;`;
    if (each.free) return "";
    const k = this.label++;
    const item = `it${k}`;
    const lines = [
      "        if (markup) {",
      "        budget--;",
      "        if (budget < 0) return -1;",
      `        for (let i${k} = 0; i${k} < ${x}.length; i${k}++) {`,
      `          const ${item} = ${x}[i${k}];`,
      `          if (typeof ${item} !== "object" || ${item} === null) continue;`,
    ];
    if (each.inert) {
      lines.push(`          if (!Array.isArray(${item}) && isPlain(${item})) continue;`);
    }
    lines.push(`          if (${d} >= maxDepth) return -1;`);
    const nested = `${d} + 1`;
    const call = `budget = descend(${item}, ${this.ref(each)}, markup, false, ${nested}, budget); if (budget < 0) return budget;`;
    if (each.shape !== null && level < MAX_INLINE_DEPTH && this.keys < MAX_GENERATED_KEYS) {
      lines.push(
        `          if (Array.isArray(${item})) { ${call} } else {`,
        this.plain(each, item, nested, "false", level + 1),
        "          }",
      );
    } else {
      lines.push(`          ${call}`);
    }
    lines.push("        }", "        }");
    return lines.join("\n");
  }

  /** A test that `key` is a declared key: string comparisons for a few, the shape's Map past them. */
  private declared(shape: Shape, ref: string): string {
    if (shape.size > MAX_COMPARED_KEYS) return `${ref}.kinds.has(key)`;
    if (shape.size === 0) return "false";
    return shape.keys.map((key) => `key === ${JSON.stringify(key)}`).join(" || ");
  }
}
