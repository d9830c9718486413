import { encodePointer, type OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import { ajvError } from "./ajv-error.js";
import { ajvRank } from "./ajv-rank.js";
import { leafErrors } from "./leaf-errors.js";
import { type Child, type Cursor, itemUnitErrors, propertyUnitErrors } from "./member-units.js";
import type { NodeCall } from "./node-call.js";
import { decodeToken } from "./pointer-token.js";
import type { PreparedSchema } from "./prepare-schema.js";
import { onlyRef, refPath } from "./ref-path.js";
import { escapeToken, schemaSegment } from "./schema-positions.js";

type Node = Record<string, unknown> | boolean;

/** One group of errors of a node call, with the rank Ajv reports it at. */
interface Group {
  readonly rank: number;
  readonly errors: AjvErrorLike[];
}

/**
 * Reads @cfworker/json-schema's output (one flat list, each applicator's unit followed by the
 * units of its subschema's call) back into the calls that made it, and writes each call's errors
 * the way Ajv (`allErrors`, `verbose`) reports them: in Ajv's keyword order, with Ajv's keyword,
 * `params`, `schemaPath` (a `$ref` target's own path) and `instancePath`, a union's branch errors
 * right before the union's own error (the order the format package's union grouping reads).
 */
export class OutputReader {
  #at = 0;
  readonly #cursor: Cursor = {
    peek: () => this.#peek(),
    skip: (count) => {
      this.#at += count;
    },
    call: (at) => this.#call(at),
  };

  constructor(
    private readonly units: readonly OutputUnit[],
    private readonly prepared: PreparedSchema,
    private readonly lookup: Readonly<Record<string, unknown>>,
  ) {}

  /** The Ajv errors of the whole output, for `data` validated against the prepared root. */
  read(data: unknown): AjvErrorLike[] {
    return this.#call({
      node: this.prepared.root,
      path: "#",
      kl: "#",
      instanceLocation: "#",
      instancePath: "",
      data,
    });
  }

  #peek(): OutputUnit | undefined {
    return this.units[this.#at];
  }

  #call(
    at: Omit<NodeCall, "source" | "reachedByRef"> & { reachedByRef?: boolean },
  ): AjvErrorLike[] {
    const node = at.node;
    const source = typeof node === "object" ? this.prepared.origins.get(node)?.source : undefined;
    const call: NodeCall = { ...at, source, reachedByRef: at.reachedByRef === true };
    if (call.node === true) return [];
    if (call.node === false) {
      this.#at += 1; // the call's one unit, `False boolean schema.`
      return [falseSchema(call)];
    }
    const groups: Group[] = [];
    const prefix = `${call.kl}/`;
    for (let unit = this.#peek(); unit !== undefined; unit = this.#peek()) {
      if (unit.keyword === "false" || !unit.keywordLocation.startsWith(prefix)) break;
      this.#at += 1;
      // The items' own errors under a failed `minContains`: the format package reads only the
      // `contains` error itself (docs/messages.md), so they are left out.
      if (unit.keywordLocation.startsWith(`${prefix}contains/`)) continue;
      this.#unit(call, unit, groups);
    }
    // Ajv's keyword order; a stable sort keeps each keyword's own order (schema or data order).
    groups.sort((a, b) => a.rank - b.rank);
    return groups.flatMap((group) => group.errors);
  }

  #unit(call: NodeCall, unit: OutputUnit, groups: Group[]): void {
    const node = call.node as Record<string, unknown>;
    const add = (keyword: string, errors: AjvErrorLike[]) =>
      groups.push({ rank: ajvRank(keyword), errors });
    const child: Child = (subschema, kl, path, step) =>
      this.#call({
        node: subschema as Node,
        path,
        kl,
        instanceLocation:
          step === undefined
            ? call.instanceLocation
            : `${call.instanceLocation}/${pointerOf(step.key)}`,
        instancePath:
          step === undefined
            ? call.instancePath
            : `${call.instancePath}/${escapeToken(String(step.key))}`,
        data: step === undefined ? call.data : step.data,
      });
    const at = (keyword: string) => `${call.path}/${keyword}`;

    switch (unit.keyword) {
      case "$ref": {
        const target = this.#refTarget(node);
        const source = (n: unknown) =>
          typeof n === "object" && n !== null ? this.prepared.origins.get(n)?.source : n;
        let end: unknown = target;
        for (let hops = 0; onlyRef(source(end)) && hops < 100; hops++) {
          end = this.#refTarget(end as Record<string, unknown>);
        }
        const path = refPath(
          String(call.source?.$ref),
          source(end),
          call.path,
          call.reachedByRef,
          call.source,
        );
        add(
          "$ref",
          this.#call({
            node: target as Node,
            path,
            kl: unit.keywordLocation,
            instanceLocation: call.instanceLocation,
            instancePath: call.instancePath,
            data: call.data,
            reachedByRef: true,
          }),
        );
        return;
      }
      case "anyOf":
      case "oneOf":
      case "allOf": {
        const keyword = unit.keyword;
        const branches = (node[keyword] as unknown[]) ?? [];
        const failed = new Set<number>();
        const errors: AjvErrorLike[] = [];
        let last = -1;
        for (let next = this.#peek(); next !== undefined; next = this.#peek()) {
          let index: number;
          if (next.keyword === "false") {
            index = branches.findIndex((branch, i) => i > last && branch === false);
          } else if (next.keywordLocation.startsWith(`${unit.keywordLocation}/`)) {
            index = Number(
              next.keywordLocation.slice(unit.keywordLocation.length + 1).split("/")[0],
            );
          } else {
            break;
          }
          if (!(index > last) || index >= branches.length) break;
          last = index;
          failed.add(index);
          errors.push(
            ...child(
              branches[index],
              `${unit.keywordLocation}/${index}`,
              `${at(keyword)}/${index}`,
            ),
          );
        }
        if (keyword !== "allOf") {
          const passing = branches.map((_, i) => i).filter((i) => !failed.has(i));
          const params =
            keyword === "anyOf" ? {} : { passingSchemas: passing.length === 0 ? null : passing };
          errors.push(ajvError(call, keyword, params));
        }
        add(keyword, errors);
        return;
      }
      case "if": {
        const branch = unit.error.includes('"then"') ? "then" : "else";
        const errors = child(node[branch], `${call.kl}/${branch}`, at(branch));
        add("if", [...errors, ajvError(call, "if", { failingKeyword: branch })]);
        return;
      }
      case "properties":
      case "patternProperties":
      case "additionalProperties":
      case "unevaluatedProperties":
      case "propertyNames":
        add(unit.keyword, propertyUnitErrors(this.#cursor, call, unit, child));
        return;
      case "items":
      case "prefixItems":
      case "additionalItems":
      case "unevaluatedItems":
        add(
          unit.keyword === "prefixItems" ? "items" : unit.keyword,
          itemUnitErrors(this.#cursor, call, unit, child),
        );
        return;
      case "dependentSchemas":
      case "dependencies": {
        const next = this.#peek();
        const rest = next?.keywordLocation.startsWith(`${unit.keywordLocation}/`)
          ? next.keywordLocation.slice(unit.keywordLocation.length + 1)
          : undefined;
        if (rest === undefined) {
          // An array form of `dependencies`: a missing property, read back as Ajv reports it.
          add(unit.keyword, leafErrors(call, unit, this.#sameKeyword(unit)));
          return;
        }
        const key = decodeToken(rest.split("/")[0] ?? "");
        const map = node[unit.keyword] as Record<string, unknown>;
        add(
          unit.keyword,
          child(
            map[key],
            `${unit.keywordLocation}/${encodePointer(key)}`,
            `${at(unit.keyword)}/${schemaSegment(key)}`,
          ),
        );
        return;
      }
      default:
        add(unit.keyword, leafErrors(call, unit, this.#sameKeyword(unit)));
    }
  }

  /** Consumes the units of the same keyword and node right after `unit`; returns how many. */
  #sameKeyword(unit: OutputUnit): () => number {
    const same = (next: OutputUnit | undefined): next is OutputUnit =>
      next !== undefined &&
      next.keyword === unit.keyword &&
      next.keywordLocation === unit.keywordLocation &&
      next.instanceLocation === unit.instanceLocation &&
      !this.#hasChildren(next);
    return () => {
      let count = 0;
      for (let next = this.#peek(); same(next); ) {
        this.#at += 1;
        count += 1;
        next = this.#peek();
      }
      return count;
    };
  }

  #hasChildren(unit: OutputUnit): boolean {
    const after = this.units[this.#at + 1];
    return (
      after !== undefined &&
      (after.keyword === "false" || after.keywordLocation.startsWith(`${unit.keywordLocation}/`))
    );
  }

  #refTarget(node: Record<string, unknown>): unknown {
    const uri = (node.__absolute_ref__ as string | undefined) || (node.$ref as string);
    return this.lookup[uri];
  }
}

function falseSchema(call: NodeCall): AjvErrorLike {
  return {
    instancePath: call.instancePath,
    schemaPath: `${call.path}/false schema`,
    keyword: "false schema",
    params: {},
    schema: false,
    parentSchema: false,
    data: call.data,
  };
}

function pointerOf(key: string | number): string {
  return typeof key === "number" ? String(key) : encodePointer(key);
}
