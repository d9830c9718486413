import { codeSpan } from "@tool-input/format";
import type { PathSegment } from "@tool-input/json";
import { defineOwn } from "@tool-input/json";
import { nullableAsType } from "./nullable.js";
import { ProjectionRefusal } from "./projection-context.js";

type SchemaObject = Readonly<Record<string, unknown>>;

// Keywords that say nothing about the values a node accepts.
export const annotations: ReadonlySet<string> = new Set([
  "$schema",
  "$id",
  "$comment",
  "$defs",
  "definitions",
  "$anchor",
]);
export const texts: ReadonlySet<string> = new Set(["description", "title", "examples", "default"]);

/**
 * Schema objects merged one by one into one that accepts what all of them accept, or a refusal
 * where that is not plain. What it builds is its own and grows in place, so merging an `allOf` of
 * n nodes takes time linear in their size, not n copies of everything merged before.
 */
export class NodeMerge {
  private readonly merged: Record<string, unknown>;
  private properties: Record<string, unknown> | undefined;
  private required: Set<unknown> | undefined;
  // The `{ allOf }` this merge wrote for a key two nodes declare: a third appends to it.
  private readonly combined = new Set<object>();

  /**
   * `within` ends a refusal: where the nodes merged come from (`in an \`allOf\``). `charge` is
   * told the work each step does (keys read, characters compared), for the projection's budget.
   */
  constructor(
    first: SchemaObject,
    private readonly path: readonly PathSegment[],
    private readonly within: string,
    private readonly charge: (units: number) => void,
  ) {
    // `nullable` is merged as the `null` it adds to a type: `null` stays only where every type takes it.
    this.merged = { ...nullableAsType(first) };
  }

  add(node: SchemaObject): void {
    const merged = this.merged;
    const entries = Object.entries(nullableAsType(node));
    this.charge(entries.length);
    for (const [key, value] of entries) {
      if (annotations.has(key)) continue;
      if (!Object.hasOwn(merged, key)) {
        defineOwn(merged, key, value);
        continue;
      }
      if (texts.has(key)) continue;
      if (key === "properties") this.addProperties(value);
      else if (key === "required") this.addRequired(value);
      else if (key === "type") merged.type = this.commonTypes(merged.type, value);
      else if (!this.same(merged[key], value)) {
        throw new ProjectionRefusal(
          this.path,
          `combines two different ${codeSpan(key)} ${this.within}`,
        );
      }
    }
  }

  /** The merged node. */
  result(): SchemaObject {
    if (this.required !== undefined) this.merged.required = [...this.required];
    return this.merged;
  }

  /** Whether two values of one keyword are the same, as JSON writes them. */
  private same(a: unknown, b: unknown): boolean {
    const mine = JSON.stringify(a) ?? "";
    const theirs = JSON.stringify(b) ?? "";
    this.charge(mine.length + theirs.length);
    return mine === theirs;
  }

  private addProperties(value: unknown): void {
    if (this.properties === undefined) {
      this.charge(Object.keys(this.merged.properties as object).length);
      this.properties = { ...(this.merged.properties as object) };
      this.merged.properties = this.properties;
    }
    const properties = this.properties;
    const entries = Object.entries(value as object);
    this.charge(entries.length);
    for (const [key, schema] of entries) {
      if (!Object.hasOwn(properties, key)) {
        defineOwn(properties, key, schema);
        continue;
      }
      const mine = properties[key];
      if (this.combined.has(mine as object)) (mine as { allOf: unknown[] }).allOf.push(schema);
      else {
        const both = { allOf: [mine, schema] };
        this.combined.add(both);
        defineOwn(properties, key, both);
      }
    }
  }

  private addRequired(value: unknown): void {
    this.required ??= new Set(asArray(this.merged.required));
    const keys = asArray(value);
    this.charge(keys.length);
    for (const key of keys) this.required.add(key);
  }

  /** The types both `a` and `b` take: an integer is a number, so `number` and `integer` give `integer`. */
  private commonTypes(a: unknown, b: unknown): unknown {
    const mine = asArray(a);
    const common = new Set<unknown>();
    for (const type of asArray(b)) {
      if (mine.includes(type)) common.add(type);
      else if (type === "number" && mine.includes("integer")) common.add("integer");
      else if (type === "integer" && mine.includes("number")) common.add("integer");
    }
    if (common.size === 0) {
      throw new ProjectionRefusal(
        this.path,
        `combines types that exclude each other ${this.within}`,
      );
    }
    return common.size === 1 ? [...common][0] : [...common];
  }
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}
