import { encodePointer, type OutputUnit } from "@cfworker/json-schema";
import type { AjvErrorLike } from "@tool-input/format";
import { ajvRank } from "@tool-input/json";
import type { NodeCall } from "../node-call.js";
import { checksContainsAsLength } from "../prepare/contains-as-ajv.js";
import type { PreparedSchema } from "../prepare/prepare-schema.js";
import { escapeToken } from "../prepare/schema-positions.js";
import { ajvError } from "./ajv-error.js";
import { containsLengthErrors } from "./contains-length-errors.js";
import { dependencyUnitErrors } from "./dependency-unit-errors.js";
import { falseSchemaError } from "./false-schema-error.js";
import { leafErrors } from "./leaf-errors.js";
import { type Child, itemUnitErrors, propertyUnitErrors } from "./member-units.js";
import { OutputCursor } from "./output-cursor.js";
import { refUnitErrors } from "./ref-unit-errors.js";
import { staticallyEvaluated } from "./statically-evaluated.js";
import { typeErrorRank } from "./type-error-rank.js";
import { unionUnitErrors } from "./union-unit-errors.js";

type Node = Record<string, unknown> | boolean;

// The Ajv engine's linear `uniqueItems` is added after Ajv's keywords (linear-keywords.ts), so
// its error comes last among an array's, after `unevaluatedItems`.
const uniqueItemsRank = ajvRank("unevaluatedItems") + 0.25;

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
  readonly #cursor: OutputCursor;

  constructor(
    units: readonly OutputUnit[],
    private readonly prepared: PreparedSchema,
    private readonly lookup: Readonly<Record<string, unknown>>,
  ) {
    this.#cursor = new OutputCursor(units, (at) => this.#call(at));
  }

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

  #call(
    at: Omit<NodeCall, "source" | "reachedByRef"> & { reachedByRef?: boolean },
  ): AjvErrorLike[] {
    const node = at.node;
    const source = typeof node === "object" ? this.prepared.origins.get(node)?.source : undefined;
    const call: NodeCall = { ...at, source, reachedByRef: at.reachedByRef === true };
    if (call.node === true) return [];
    const cursor = this.#cursor;
    if (call.node === false) {
      cursor.skip(1); // the call's one unit, `False boolean schema.`
      return [falseSchemaError(call)];
    }
    const groups: Group[] = [];
    const prefix = `${call.kl}/`;
    const hasContains = (call.node as Record<string, unknown>).contains !== undefined;
    const itemPrefix = `${call.instanceLocation}/`;
    for (let unit = cursor.peek(); unit !== undefined; unit = cursor.peek()) {
      // The items' own errors under a failed `minContains`: the format package reads only the
      // `contains` error itself (docs/messages.md), so they are left out. They come before it,
      // those of a `false` subschema too (whose units name no keyword location of the call).
      const itemOfContains =
        unit.keywordLocation.startsWith(`${prefix}contains/`) ||
        (unit.keyword === "false" && hasContains && unit.instanceLocation.startsWith(itemPrefix));
      if (itemOfContains) {
        cursor.skip(1);
        continue;
      }
      if (unit.keyword === "false" || !unit.keywordLocation.startsWith(prefix)) break;
      cursor.skip(1);
      if (
        (unit.keyword === "minItems" || unit.keyword === "maxItems") &&
        checksContainsAsLength(call.node as object)
      ) {
        // A length and a `contains` error: each at its own keyword's rank.
        for (const error of containsLengthErrors(call, unit)) {
          groups.push({ rank: ajvRank(error.keyword), errors: [error] });
        }
        continue;
      }
      const keyword = unit.keyword === "prefixItems" ? "items" : unit.keyword;
      const rank =
        keyword === "type"
          ? typeErrorRank((call.node as Record<string, unknown>).type, call.source ?? {})
          : keyword === "uniqueItems"
            ? uniqueItemsRank
            : ajvRank(keyword);
      groups.push({ rank, errors: this.#unit(call, unit) });
    }
    // Ajv's keyword order; a stable sort keeps each keyword's own order (schema or data order).
    groups.sort((a, b) => a.rank - b.rank);
    return groups.flatMap((group) => group.errors);
  }

  /** The errors of one unit of `call` (and of the units of the subschema calls it made). */
  #unit(call: NodeCall, unit: OutputUnit): AjvErrorLike[] {
    const cursor = this.#cursor;
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
    switch (unit.keyword) {
      case "$ref":
        return refUnitErrors(cursor, call, unit, this.prepared, this.lookup);
      case "anyOf":
      case "oneOf":
      case "allOf":
        return unionUnitErrors(cursor, call, unit, child);
      case "if": {
        const branch = unit.error.includes('"then"') ? "then" : "else";
        const node = call.node as Record<string, unknown>;
        const errors = child(node[branch], `${call.kl}/${branch}`, `${call.path}/${branch}`);
        return [...errors, ajvError(call, "if", { failingKeyword: branch })];
      }
      case "properties":
      case "patternProperties":
      case "additionalProperties":
      case "unevaluatedProperties":
      case "propertyNames":
        return propertyUnitErrors(cursor, call, unit, child, (key) =>
          staticallyEvaluated(call.node, key, this.lookup),
        );
      case "items":
      case "prefixItems":
      case "additionalItems":
      case "unevaluatedItems":
        return itemUnitErrors(cursor, call, unit, child);
      case "dependentSchemas":
      case "dependencies":
        return dependencyUnitErrors(cursor, call, unit, child);
      default:
        return leafErrors(call, unit, cursor.sameKeyword(unit));
    }
  }
}

function pointerOf(key: string | number): string {
  return typeof key === "number" ? String(key) : encodePointer(key);
}
