import type { CoerceResult, Dialect, JsonSchema } from "@tool-input/coerce";
import type { ValidateFunction } from "ajv";
import { compileSchema, forget, oneLine } from "./compile-schema.js";
import { type AjvInstance, type AjvRole, createAjv } from "./create-ajv.js";
import { LruCache } from "./lru-cache.js";
import { CycleError, stableStringify } from "./stable-stringify.js";

/** A coercer made by `createCoercer` for one schema and one set of coercion options. */
export type Coercer = (value: unknown) => CoerceResult;

/** Everything the validator keeps for one schema content. */
export interface CacheEntry {
  /**
   * The checking function (stops at the first error, no `verbose` fields): valid or not.
   * `undefined` when the schema could not be compiled or was evicted.
   */
  check: ValidateFunction | undefined;
  /**
   * The reporting function (`allErrors`, `verbose`), for the errors of a rejected input:
   * compiled by `reporter()` the first time one is needed; `undefined` until then.
   */
  report: ValidateFunction | undefined;
  /**
   * The reporting function, compiled on the first call under the dialect `check` was compiled
   * under; `undefined` when there is no `check` (or, which Ajv never does, it fails to compile).
   */
  readonly reporter: () => ValidateFunction | undefined;
  /** Why the schema could not be compiled. */
  readonly error: string | undefined;
  /** The validator's own JSON copy of the schema, for coercion; `undefined` when it is not JSON. */
  source: JsonSchema | undefined;
  /** The coercer for the validator's default coercion options; made on first need. */
  defaultCoercer: Coercer | undefined;
  /** Coercers for other coercion options, by their signature; made on first need. */
  coercers: Map<string, Coercer> | undefined;
  /** Set when the LRU pushed this entry out: look the schema up again. */
  evicted: boolean;
  /** Releases the compiled schema (both functions) from Ajv. */
  readonly release: () => void;
}

/**
 * The compiled-schema cache: a WeakMap by schema object for the hot path, and an LRU by schema
 * content (sorted-key JSON) so a fresh copy of a known schema compiles nothing.
 */
export class SchemaCache {
  readonly #identity = new WeakMap<object, CacheEntry>();
  // The last schema object seen and its entry: a harness calling one tool in a loop skips even
  // the WeakMap lookup. Holds one schema at most.
  #lastSchema: object | undefined;
  #lastEntry: CacheEntry | undefined;
  readonly #byContent: LruCache<CacheEntry>;
  readonly #ajv = new Map<Dialect, AjvInstance>();
  readonly #reportingAjv = new Map<Dialect, AjvInstance>();
  readonly #ajvFor = (dialect: Dialect): AjvInstance => instanceOf(this.#ajv, dialect, "check");
  /** How many schema contents were compiled (successfully or not) since creation. */
  compiles = 0;
  /** How many reporting functions were compiled (one per schema content, on its first rejection). */
  reportCompiles = 0;

  /** `capacity`: how many schema contents the LRU keeps (at least 1). */
  constructor(capacity: number) {
    this.#byContent = new LruCache(capacity, (entry) => {
      entry.evicted = true;
      entry.check = undefined;
      entry.report = undefined;
      entry.source = undefined;
      entry.defaultCoercer = undefined;
      entry.coercers = undefined;
      entry.release();
    });
  }

  /** How many schema contents the LRU holds. */
  get size(): number {
    return this.#byContent.size;
  }

  /** The checking Ajv instances created so far, by dialect (for tests and diagnostics). */
  get ajvInstances(): ReadonlyMap<Dialect, AjvInstance> {
    return this.#ajv;
  }

  /** The reporting Ajv instances created so far, by dialect (for tests and diagnostics). */
  get reportingAjvInstances(): ReadonlyMap<Dialect, AjvInstance> {
    return this.#reportingAjv;
  }

  /** The hot path: the entry last used for this very schema object, if any. */
  peek(schema: unknown): CacheEntry | undefined {
    if (schema === this.#lastSchema) return this.#lastEntry;
    // WeakMap#get answers `undefined` for a primitive key, it does not throw.
    const entry = this.#identity.get(schema as object);
    if (entry !== undefined) this.#remember(schema as object, entry);
    return entry;
  }

  /** The entry for `schema`, compiling it on first sight of its content. Never throws. */
  lookup(schema: unknown): CacheEntry {
    const isObject = typeof schema === "object" && schema !== null;
    if (isObject) {
      const known = this.#identity.get(schema);
      if (known !== undefined && !known.evicted) {
        this.#remember(schema, known);
        return known;
      }
    }
    if (!isObject && typeof schema !== "boolean") {
      return broken(
        schema === undefined
          ? "the tool has no input schema"
          : `the schema is ${describe(schema)}, not a JSON Schema object or boolean`,
      );
    }
    if (Array.isArray(schema)) {
      return broken("the schema is an array, not a JSON Schema object or boolean");
    }
    let key: string;
    try {
      key = stableStringify(schema);
    } catch (error) {
      const entry = broken(unreadable(error));
      if (isObject) this.#identity.set(schema, entry);
      return entry;
    }
    let entry = this.#byContent.get(key);
    if (entry === undefined) {
      entry = this.#compile(key, schema);
      this.#byContent.set(key, entry);
    }
    if (isObject) {
      this.#identity.set(schema, entry);
      this.#remember(schema, entry);
    }
    return entry;
  }

  #remember(schema: object, entry: CacheEntry): void {
    this.#lastSchema = schema;
    this.#lastEntry = entry;
  }

  #compile(key: string, schema: object | boolean): CacheEntry {
    this.compiles += 1;
    // The copy is ours: the caller may mutate or drop its schema, and Ajv keys its own cache
    // by this object, so it can be removed again on eviction. It keeps the schema's key order
    // (unlike `key`), which orders Ajv's errors and so the issues.
    let source: JsonSchema;
    try {
      source = JSON.parse(JSON.stringify(schema)) as JsonSchema;
    } catch {
      source = JSON.parse(key) as JsonSchema;
    }
    const compiled = compileSchema(source, this.#ajvFor);
    const { ajv, compiled: object, dialect } = compiled;
    let reportingAjv: AjvInstance | undefined;
    const entry: CacheEntry = {
      check: compiled.check,
      report: undefined,
      error: compiled.error,
      source,
      defaultCoercer: undefined,
      coercers: undefined,
      evicted: false,
      reporter: () => {
        if (entry.report !== undefined || entry.check === undefined) return entry.report;
        if (dialect === undefined || object === undefined || reportingAjv !== undefined) {
          return undefined; // not compiled, or its reporting compile already failed
        }
        this.reportCompiles += 1;
        reportingAjv = instanceOf(this.#reportingAjv, dialect, "report");
        try {
          entry.report = reportingAjv.compile(object);
        } catch {
          forget(reportingAjv, object);
        }
        return entry.report;
      },
      release: () => {
        if (object === undefined) return;
        if (ajv !== undefined) forget(ajv, object);
        if (reportingAjv !== undefined) forget(reportingAjv, object);
      },
    };
    return entry;
  }
}

/** The instance of `dialect` in `instances`, created on first use. */
function instanceOf(
  instances: Map<Dialect, AjvInstance>,
  dialect: Dialect,
  role: AjvRole,
): AjvInstance {
  let ajv = instances.get(dialect);
  if (ajv === undefined) {
    ajv = createAjv(dialect, role);
    instances.set(dialect, ajv);
  }
  return ajv;
}

function broken(error: string): CacheEntry {
  return {
    check: undefined,
    report: undefined,
    reporter: () => undefined,
    error,
    source: undefined,
    defaultCoercer: undefined,
    coercers: undefined,
    evicted: false,
    release: () => {},
  };
}

/** Why reading the schema failed: a cycle, a stack overflow, or what a getter or Proxy threw. */
function unreadable(error: unknown): string {
  if (error instanceof CycleError) return "the schema is not JSON (it refers to itself)";
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return "the schema is nested too deeply to read";
  }
  return `the schema could not be read (${oneLine(error)})`;
}

function describe(value: unknown): string {
  return value === null ? "null" : `a ${typeof value}`;
}
