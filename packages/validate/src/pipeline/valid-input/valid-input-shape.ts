import { perRootCache } from "./per-root-cache.js";
import { readThrough } from "./read-through.js";
import { CONTAINER, isFree, kindsOf, TEXT } from "./schema-kinds.js";

/**
 * What the checks on a valid input (docs/pipeline.md, "Checks on a valid input") read of one
 * schema object, worked out once per object of a root schema and kept in a WeakMap: whether
 * anything can ever fire under it, its declared keys when it is a plain `properties` object, and
 * its `items`. A reference that is all a schema says, and a nullable union, are read through
 * (`readThrough`), as the near-miss look reads them.
 */
export interface Node {
  /** No object under this schema can have declared keys (no `properties`, no `$ref`): nothing can fire. */
  readonly free: boolean;
  /** The plain `properties` object it describes, or `null` when it is read by the generic scan. */
  readonly shape: Shape | null;
  /** The node of `items` when every item is read through it, or `null` (the generic scan). */
  readonly items: Node | null;
  /**
   * Whether a valid value whose objects all have a plain prototype can never need a check when
   * near-miss keys are not read (under an undeclared key, in a root array): every object under it
   * declares only required keys, so none is absent beside a string.
   */
  readonly inert: boolean;
}

export interface Shape {
  /** Per declared key: `TEXT` (a valid value may be a string holding `</`), `CONTAINER` (an object or array). */
  readonly kinds: ReadonlyMap<string, number>;
  readonly size: number;
  /** Whether near-miss keys are read in this object (docs/pipeline.md, "Near-miss keys"). */
  readonly readable: boolean;
  /** The node of `additionalProperties` when it is a schema object, for undeclared keys' values. */
  readonly extra: Node | undefined;
  /** Whether a declared key itself holds `</`. */
  readonly markedKeys: boolean;
  /** Whether a valid input may hold keys not declared (`additionalProperties` not `false`). */
  readonly open: boolean;
  /**
   * The declared keys whose valid value may be a string holding `</` or a container something can
   * fire in: all a closed object's walk reads before a `</` is seen.
   */
  readonly relevant: readonly string[];
  /** The index in `keys` of each key of `relevant`. */
  readonly relevantIndexes: readonly number[];
  /** The declared keys whose valid value may be a string holding `</`. */
  readonly texts: readonly string[];
  /** The declared keys in order, with their kinds: the walk reads each by name. */
  readonly keys: readonly string[];
  readonly keyKinds: readonly number[];
  /** Each declared key's index in `keys`. */
  readonly indexes: ReadonlyMap<string, number>;
  /**
   * The keys of the last plain object the generic walk read in full, in `for…in` order, with
   * their indexes in `keys` (-1: undeclared): a key sent at its place there needs no lookup.
   */
  order: readonly string[];
  orderIndexes: readonly number[];
  /** Whether the last plain object the generic walk read lacked a declared key. */
  lacking: boolean;
  /** The node of the declared key at `index`'s schema. */
  childAt(index: number): Node;
  /** Whether `required` lists every declared key (a valid input then has them all). */
  readonly complete: boolean;
  /** The node of a declared key's schema. */
  child(key: string): Node;
}

/** Keywords that may declare or allow keys elsewhere: such a node is read by the generic scan. */
const COMBINING = ["allOf", "anyOf", "oneOf", "$ref", "$dynamicRef", "patternProperties", "if"];
/** Beside those, keywords under which near-miss keys are not read. */
const UNREAD = ["unevaluatedProperties", "dependentSchemas", "dependencies"];
/** Keywords beside `items` that make an array's items read otherwise than through `items`. */
const TUPLE = [
  "prefixItems",
  "additionalItems",
  "contains",
  "unevaluatedItems",
  ...COMBINING,
  "$recursiveRef",
];

// Each schema object's node, per root schema.
const nodesOf = perRootCache<Node>();
const NO_KEYS: readonly string[] = Object.freeze([]);
const NO_INDEXES: readonly number[] = Object.freeze([]);

const FREE: Node = { free: true, shape: null, items: null, inert: true };
const MAX_INERT_DEPTH = 16;
let inertDepth = 0;

/** The node of `schema`, a schema object of `root` (itself for the root), made on first sight. */
export function nodeOf(schema: unknown, root: unknown): Node {
  if (!isRecord(schema) || !isRecord(root)) return FREE;
  const nodes = nodesOf(root);
  let node = nodes.get(schema);
  if (node === undefined) {
    const read = readThrough(schema, root);
    node = isFree(read) ? FREE : new SchemaNode(read, root);
    nodes.set(schema, node);
  }
  return node;
}

class SchemaNode implements Node {
  readonly free = false;
  readonly shape: Shape | null;
  private readonly schema: Readonly<Record<string, unknown>>;
  private readonly root: Record<string, unknown>;
  private itemsCache: Node | null | undefined;
  private inertCache: boolean | undefined;

  constructor(schema: Readonly<Record<string, unknown>>, root: Record<string, unknown>) {
    this.schema = schema;
    this.root = root;
    this.shape = readShape(schema, root);
  }

  get items(): Node | null {
    if (this.itemsCache === undefined) {
      const items = plainItemsOf(this.schema);
      this.itemsCache = items === undefined ? null : nodeOf(items, this.root);
    }
    return this.itemsCache;
  }

  get inert(): boolean {
    if (this.inertCache === undefined) {
      // A schema that refers back to itself reads as not inert while it is being worked out.
      this.inertCache = false;
      if (inertDepth < MAX_INERT_DEPTH) {
        inertDepth++;
        try {
          this.inertCache = this.objectsInert() && this.arraysInert();
        } finally {
          inertDepth--;
        }
      }
    }
    return this.inertCache;
  }

  private objectsInert(): boolean {
    if (this.schema.type === "array") return true;
    const { shape } = this;
    if (shape === null || !shape.complete || shape.extra?.inert === false) return false;
    for (const [key, kind] of shape.kinds) {
      if ((kind & CONTAINER) !== 0 && !shape.child(key).inert) return false;
    }
    return true;
  }

  private arraysInert(): boolean {
    if (this.schema.type === "object") return true;
    return this.items?.inert === true;
  }
}

class ObjectShape implements Shape {
  readonly kinds = new Map<string, number>();
  readonly size: number;
  readonly readable: boolean;
  readonly open: boolean;
  readonly markedKeys: boolean;
  readonly complete: boolean;
  readonly texts: readonly string[];
  readonly keys: readonly string[];
  readonly keyKinds: readonly number[];
  readonly indexes = new Map<string, number>();
  order: readonly string[] = NO_KEYS;
  orderIndexes: readonly number[] = NO_INDEXES;
  lacking = false;
  private childNodes: (Node | undefined)[] | undefined;
  private readonly schema: Readonly<Record<string, unknown>>;
  private readonly root: Record<string, unknown>;
  private readonly properties: Record<string, unknown>;
  private extraCache: Node | undefined | null = null;
  private relevantCache: readonly string[] | undefined;
  private relevantIndexesCache: readonly number[] | undefined;

  constructor(
    schema: Readonly<Record<string, unknown>>,
    root: Record<string, unknown>,
    properties: Record<string, unknown>,
  ) {
    this.schema = schema;
    this.root = root;
    this.properties = properties;
    const keys = Object.keys(properties);
    keys.forEach((key, index) => {
      this.kinds.set(key, kindsOf(properties[key], 0));
      this.indexes.set(key, index);
    });
    this.size = keys.length;
    this.keys = keys;
    this.keyKinds = keys.map((key) => this.kinds.get(key) as number);
    this.texts = keys.filter((key) => ((this.kinds.get(key) as number) & TEXT) !== 0);
    const additional = schema.additionalProperties;
    this.open = additional !== false;
    this.readable = this.open && UNREAD.every((word) => schema[word] === undefined);
    this.markedKeys = keys.some((key) => key.includes("</"));
    const { required } = schema;
    this.complete = Array.isArray(required) && keys.every((key) => required.includes(key));
  }

  // Worked out when first read, so a schema that refers to itself is not followed here.
  get extra(): Node | undefined {
    if (this.extraCache === null) {
      const additional = this.schema.additionalProperties;
      this.extraCache = isRecord(additional) ? nodeOf(additional, this.root) : undefined;
    }
    return this.extraCache;
  }

  get relevant(): readonly string[] {
    this.relevantCache ??= [...this.kinds].flatMap(([key, kind]) =>
      (kind & TEXT) !== 0 || ((kind & CONTAINER) !== 0 && !this.child(key).free) ? [key] : [],
    );
    return this.relevantCache;
  }

  get relevantIndexes(): readonly number[] {
    this.relevantIndexesCache ??= this.relevant.map((key) => this.indexes.get(key) as number);
    return this.relevantIndexesCache;
  }

  childAt(index: number): Node {
    this.childNodes ??= [];
    let node = this.childNodes[index];
    if (node === undefined) {
      node = this.child(this.keys[index] as string);
      this.childNodes[index] = node;
    }
    return node;
  }

  child(key: string): Node {
    return nodeOf(this.properties[key], this.root);
  }
}

/**
 * The schema every item of an array under `schema` (read through) is checked by: its `items`
 * object, where no keyword beside it reads items otherwise (`prefixItems`, `contains`, a
 * combined schema); `undefined` otherwise.
 */
export function plainItemsOf(
  schema: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> | undefined {
  const { items } = schema;
  return isRecord(items) && TUPLE.every((word) => schema[word] === undefined) ? items : undefined;
}

function readShape(
  schema: Readonly<Record<string, unknown>>,
  root: Record<string, unknown>,
): Shape | null {
  const { properties } = schema;
  if (!isRecord(properties) || COMBINING.some((word) => schema[word] !== undefined)) return null;
  return new ObjectShape(schema, root, properties);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
