import type { JsonSchema } from "@tool-input/coerce";
import { compileWithEngines } from "../engine/compile-with-engines.js";
import type { Engine } from "../engine/types.js";
import { guardReport, guardShapes } from "../input/guard-shapes.js";
import { guardLongText } from "../input/long-text.js";
import { readsText, withTextBudget } from "../input/text-budget.js";
import { brokenEntry, type CacheEntry, evictedEntry, type LiveEntry } from "./cache-entry.js";
import { contentDigest } from "./content-digest.js";
import { estimateCost } from "./estimate-cost.js";
import { LruCache } from "./lru-cache.js";
import {
  complexityBudget,
  notASchemaReason,
  refusedByCost,
  tooComplexReason,
  unreadableReason,
} from "./refused-schema.js";
import { sameContent } from "./same-content.js";
import { guardedStringify, stableStringify } from "./stable-stringify.js";
import { surelyTooLarge } from "./surely-too-large.js";

// Every schema object of one content shares its slot, so that evicting the content reaches the
// objects the identity map holds (a WeakMap cannot be walked): the slot's entry becomes
// `evictedEntry`, and what the engines made for it is freed.
interface Slot {
  entry: CacheEntry;
  // What a content lookup compares a schema with (slots in the LRU only): the JSON copy the
  // entry's verdict was made from (the entry's own, which it holds anyway, or for an entry past
  // the budget the copy it was measured on), never a second read of the schema, which a getter
  // may answer differently (docs/pipeline.md, "Caching").
  readonly content?: JsonSchema;
}

/**
 * The compiled-schema cache: a WeakMap by schema object for the hot path, and an LRU by schema
 * content (a digest of its sorted-key JSON, the content compared on a hit) so a fresh copy of a
 * known schema compiles nothing.
 */
export class SchemaCache {
  readonly #identity = new WeakMap<object, Slot>();
  // The last schema object seen and its slot: a harness calling one tool in a loop skips even
  // the WeakMap lookup. Holds one schema at most.
  #lastSchema: object | undefined;
  #lastSlot: Slot | undefined;
  readonly #byContent: LruCache<Slot>;
  readonly #engines: readonly Engine[];
  /** How many schema contents were compiled (successfully or not) since creation. */
  compiles = 0;

  /** `capacity`: how many schema contents the LRU keeps (at least 1); `engines`: tried in order. */
  constructor(capacity: number, engines: readonly Engine[]) {
    this.#engines = engines;
    this.#byContent = new LruCache(capacity, (slot) => {
      slot.entry = evictedEntry;
    });
  }

  /** How many schema contents the LRU holds. */
  get size(): number {
    return this.#byContent.size;
  }

  /** The hot path: the entry last used for this very schema object (perhaps evicted), if any. */
  peek(schema: unknown): CacheEntry | undefined {
    if (schema === this.#lastSchema) return this.#lastSlot?.entry;
    // WeakMap#get answers `undefined` for a primitive key, it does not throw.
    const slot = this.#identity.get(schema as object);
    if (slot !== undefined) this.#remember(schema as object, slot);
    return slot?.entry;
  }

  /** The entry for `schema`, compiling it on first sight of its content. Never throws. */
  lookup(schema: unknown): LiveEntry {
    const isObject = typeof schema === "object" && schema !== null;
    if (isObject) {
      const known = this.#identity.get(schema);
      if (known !== undefined && known.entry.state !== "evicted") {
        this.#remember(schema, known);
        return known.entry;
      }
    }
    const notASchema = notASchemaReason(schema);
    if (notASchema !== undefined) return brokenEntry(notASchema);
    const bound = isObject ? surelyTooLarge(schema, complexityBudget) : undefined;
    if (isObject && bound !== undefined) {
      // Refused before reading the rest of it (docs/security.md, "Complexity budget").
      this.compiles += 1;
      const entry = brokenEntry(tooComplexReason(bound));
      const slot: Slot = { entry };
      this.#identity.set(schema, slot);
      this.#remember(schema, slot);
      return entry;
    }
    let key: string;
    try {
      key = stableStringify(schema);
    } catch (error) {
      const entry = brokenEntry(unreadableReason(error));
      if (isObject) this.#identity.set(schema, { entry });
      return entry;
    }
    const digest = contentDigest(key);
    let slot = this.#byContent.get(digest);
    if (slot !== undefined && slot.entry.state !== "evicted" && !holds(slot, schema)) {
      // Another content under the same digest gives way, as if the LRU had pushed it out.
      slot.entry = evictedEntry;
    }
    let entry: LiveEntry;
    if (slot === undefined || slot.entry.state === "evicted") {
      const compiled = this.#compile(key, schema as object | boolean); // `notASchemaReason` let it by
      entry = compiled.entry;
      slot = { entry, content: compiled.copy };
      this.#byContent.set(digest, slot);
    } else {
      entry = slot.entry;
    }
    if (isObject) {
      this.#identity.set(schema, slot);
      this.#remember(schema, slot);
    }
    return entry;
  }

  #remember(schema: object, slot: Slot): void {
    this.#lastSchema = schema;
    this.#lastSlot = slot;
  }

  // The entry, and the copy of `schema` it was made from (`key` is an earlier read of it).
  #compile(key: string, schema: object | boolean): { entry: LiveEntry; copy: JsonSchema } {
    this.compiles += 1;
    // The copy is ours: the caller may mutate or drop its schema. It keeps the schema's key
    // order (unlike `key`), which orders the engines' errors and so the issues. It is read under
    // the same bounds as `key`: a getter may answer this read differently.
    let text: string;
    try {
      text = guardedStringify(schema);
    } catch {
      text = key;
    }
    const source = JSON.parse(text) as JsonSchema;
    return { entry: this.#entryOf(source, text), copy: source };
  }

  // `text` writes `source` exactly, so the estimate can skip looking for names it holds none of.
  #entryOf(source: JsonSchema, text: string): LiveEntry {
    const cost = estimateCost(source, complexityBudget, text);
    const refused = refusedByCost(cost);
    // Past the budget, not coerced either: coercion would walk the same schema. A reference
    // cycle is the engines' fault, never a reason to pass; coercion still follows it.
    if (refused !== undefined) {
      return refused.fault === "schema"
        ? brokenEntry(refused.reason)
        : brokenEntry(refused.reason, "engine", source);
    }
    const outcome = compileWithEngines(this.#engines, source);
    if (!outcome.ok) return brokenEntry(outcome.reason, outcome.fault, source);
    // Every path runs these same functions, so the verdict never depends on the cache
    // (docs/security.md, "Inputs that are graphs").
    const guarded = cost.multiplies
      ? guardShapes(outcome.check, outcome.report)
      : { check: outcome.check, report: guardReport(outcome.report) };
    // A schema whose keywords can read one string at many places has a budget of characters in
    // its check; every report measures them first.
    const check = cost.readsMany && readsText(text) ? withTextBudget(guarded.check) : guarded.check;
    const report = guardLongText(guarded.report);
    return {
      state: "compiled",
      engine: outcome.engine,
      check,
      report,
      source,
      validInputFlags: outcome.validInputFlags,
      defaultCoercer: undefined,
      firstPassCoercer: undefined,
      coercers: undefined,
    };
  }
}

/**
 * Whether `slot` holds the content of `schema`: compared with the copy its entry was made from,
 * so the cache keeps no text of every schema (docs/pipeline.md, "Caching"). Both read a value
 * with a `toJSON` through it, as the copy was made, so a schema is answered by its JSON's
 * content, never by another's that shares its own keys.
 */
function holds(slot: Slot, schema: unknown): boolean {
  return slot.content !== undefined && sameContent(schema, slot.content);
}
