import { _, type Code, type CodeGen, type KeywordCxt } from "ajv";
import { _Code, getProperty, type Name } from "ajv/dist/compile/codegen/code.js";
import { propertyInData } from "ajv/dist/vocabularies/code.js";
import { MAX_READ_TEXT } from "../../pipeline/valid-input/closing-tag.js";
import { type FlagRuntimeName, flagRuntime } from "../valid-input/flag-runtime.js";
import { objectLookOf } from "../valid-input/object-look.js";
import { propertyReaders } from "../valid-input/property-readers.js";
import type { AjvInstance } from "./create-ajv.js";

// Whether every checking instance so far has its reading keywords hooked (false once one has not).
let everyInstanceHooked = true;

/** Whether functions compiled by the checking instances raise `validInputFlags`. */
export function checksRaiseValidInputFlags(): boolean {
  return everyInstanceHooked;
}

/**
 * `name` of `flagRuntime` in the generated code: by reference in the Ajv engine's, and in the
 * standalone code `tool-input precompile` writes as read from `precompiledRuntime`.
 */
function runtimeValue(gen: CodeGen, prefix: "func" | "obj", name: FlagRuntimeName): Name {
  const code = new _Code(`require("@tool-input/validate").${name}`);
  return gen.scopeValue(prefix, { ref: flagRuntime[name], code });
}

/**
 * Hooks the checking instance's keywords that read an object's properties so its generated code
 * also raises `validInputFlags` wherever the checks on a valid input may
 * fire (docs/performance.md, "1. Valid input"):
 *
 * - a test of the object's prototype: one of another prototype raises the flag (docs/pipeline.md,
 *   "Property names an object inherits"); after Ajv's code for `properties` (or for the first
 *   reading keyword it runs where there is none), and under a composite rule also before the
 *   first, so an inherited property that fails a subschema `not`, `oneOf` or `if` turns into a
 *   pass is never taken for a sent one;
 * - after Ajv's own code for an object's `properties`, one test of the declared keys (reads
 *   Ajv's code has just made), and only when one is absent a look at the object.
 *
 * Every schema object that applies to a valid input passes, so Ajv ran each of its keywords:
 * every object the pipeline's checks read is looked at here under each `properties` that applies
 * to it. Ajv's own code and verdicts are unchanged. An Ajv with a reading keyword it cannot hook
 * turns the flags off for every instance (`checksRaiseValidInputFlags`).
 */
export function raiseValidInputFlags(ajv: AjvInstance): void {
  const order = keywordOrder(ajv);
  if (order === undefined) {
    everyInstanceHooked = false;
    return;
  }
  const readers = propertyReaders.filter((keyword) => order.has(keyword));
  for (const keyword of readers) {
    const rule = ajv.RULES.all[keyword];
    const definition = typeof rule === "object" ? rule.definition : undefined;
    if (typeof rule !== "object" || definition === undefined || !("code" in definition)) {
      everyInstanceHooked = false;
      return;
    }
    const own = definition.code.bind(definition);
    rule.definition = {
      ...definition,
      code(cxt: KeywordCxt, ruleType?: string) {
        // Under `not`, `oneOf`, `if`, `contains` (Ajv's composite rules) a subschema that fails
        // may still let the input pass: the test runs before the keywords there. Elsewhere a
        // failure rejects the input, so the test runs after them, where the reads Ajv's code has
        // made told V8 the object's shape and it costs next to nothing.
        const composite = cxt.it.compositeRule === true;
        const first = firstRun(readers, cxt.parentSchema, order) === keyword;
        if (composite && first) cxt.gen.code(otherPrototypeCall(cxt));
        own(cxt, ruleType);
        if (keyword === "properties") flagObject(cxt);
        else if (!composite && cxt.parentSchema.properties === undefined && first) {
          cxt.gen.code(otherPrototypeFlag(cxt));
        }
      },
    };
  }
}

/**
 * Each keyword's place in the order Ajv's generated code runs them (its rule groups, in turn), or
 * `undefined` for an Ajv laid out otherwise.
 */
function keywordOrder(ajv: AjvInstance): ReadonlyMap<string, number> | undefined {
  const groups: unknown = ajv.RULES.rules;
  if (!Array.isArray(groups)) return undefined;
  const order = new Map<string, number>();
  for (const group of groups as { rules?: unknown }[]) {
    if (!Array.isArray(group?.rules)) return undefined;
    for (const rule of group.rules as { keyword?: unknown }[]) {
      const keyword = rule?.keyword;
      if (typeof keyword === "string" && !order.has(keyword)) order.set(keyword, order.size);
    }
  }
  return order;
}

/** Of `readers`, the one present in `schema` that Ajv's code runs first. */
function firstRun(
  readers: readonly string[],
  schema: Record<string, unknown>,
  order: ReadonlyMap<string, number>,
): string | undefined {
  let first: string | undefined;
  for (const keyword of readers) {
    if (schema[keyword] === undefined) continue;
    if (first === undefined || (order.get(keyword) as number) < (order.get(first) as number)) {
      first = keyword;
    }
  }
  return first;
}

/** The call that raises the flag for an object of another prototype. */
function raiseOtherCall(cxt: KeywordCxt): Code {
  return _`${runtimeValue(cxt.gen, "func", "raiseOtherPrototype")}()`;
}

/**
 * `if (the object has another prototype) raiseOther(); else <otherwise>`, as `hasOtherPrototype`
 * asks it, written into Ajv's code where its reads have told V8 the object's shape: own keys are
 * what the checks count, and inherited ones are what no transport sends (docs/pipeline.md,
 * "Property names an object inherits"). The functions and prototypes read through the scope: a
 * global named in Ajv's code is looked up on every call.
 */
function otherPrototypeTest(cxt: KeywordCxt, otherwise: Code): Code {
  const { gen, data } = cxt;
  const prototypeOf = runtimeValue(gen, "func", "getPrototypeOf");
  const plain = runtimeValue(gen, "obj", "objectPrototype");
  const arrays = runtimeValue(gen, "obj", "arrayPrototype");
  const proto = gen.name("proto");
  return _`const ${proto} = ${prototypeOf}(${data}); if (${proto} !== ${plain} && ${proto} !== ${arrays} && ${proto} !== null) ${raiseOtherCall(cxt)}; else { ${otherwise} }`;
}

/** The prototype test alone, written in: a read that throws raises the flag as well. */
function otherPrototypeFlag(cxt: KeywordCxt): Code {
  return raisingOnThrow(otherPrototypeTest(cxt, _``), raiseOtherCall(cxt));
}

/**
 * `flagOtherPrototype` as a call, for the test before the keywords: a `try` written into Ajv's
 * function there made the whole check about twice as slow.
 */
function otherPrototypeCall(cxt: KeywordCxt): Code {
  return _`${runtimeValue(cxt.gen, "func", "flagOtherPrototype")}(${cxt.data});`;
}

// `cxt.data` is an object here: Ajv applies `properties` to objects only.
function flagObject(cxt: KeywordCxt): void {
  const { gen, data } = cxt;
  const look = objectLookOf(cxt.schema as Record<string, unknown>, cxt.parentSchema);
  const raise = _`${runtimeValue(gen, "func", "raiseValidInputFlag")}()`;
  if (look === undefined) {
    gen.code(otherPrototypeFlag(cxt));
    return;
  }
  const { keys, texts, closed } = look;
  if (look.marked || keys.length > MAX_WRITTEN_KEYS) {
    // One call instead: past this many keys the code costs more to generate than its reads save.
    const needs = runtimeValue(gen, "func", "objectNeedsLook");
    // Written out as a literal in standalone code: plain data, its keys fixed.
    const literal = gen.scopeValue("obj", { ref: look, code: new _Code(JSON.stringify(look)) });
    const args = _`${data}, ${literal}`;
    gen.code(raisingOnThrow(otherPrototypeTest(cxt, _`if (${needs}(${args})) ${raise};`), raise));
    return;
  }
  // A name `Object.prototype` has is read as own only; any other as Ajv reads it.
  const present = keys.map((key) => propertyInData(gen, data, key, key in Object.prototype));
  const looks = texts.map((key) => {
    const value = _`${data}${getProperty(key)}`;
    return _`(typeof ${value} === "string" && (${value}.length > ${MAX_READ_TEXT} || ${value}.includes("</")))`;
  });
  let count: Code = _``;
  if (!closed) {
    // More keys than declared ones present: one the schema does not declare.
    const counted = gen.name("count");
    const key = gen.name("key");
    count = _`let ${counted} = 0; for (const ${key} in ${data}) ${counted}++;`;
    const sent = joined(
      present.map((one) => _`(${one} ? 1 : 0)`),
      " + ",
    );
    looks.unshift(_`${counted} !== ${sent}`);
  }
  // One statement, not Ajv's blocks: Ajv recounts the names of every block on each pass.
  gen.code(
    raisingOnThrow(
      _`if (!(${joined(present, " && ")})) { ${otherPrototypeTest(cxt, _`${count} if (${joined(looks, " || ")}) ${raise};`)} } else { ${otherPrototypeTest(cxt, _``)} }`,
      raise,
    ),
  );
}

/** `look` run so that a read that throws (a getter, a Proxy) raises the flag: the verdict stays Ajv's, and the walk looks. */
function raisingOnThrow(look: Code, raise: Code): Code {
  return _`try { ${look} } catch { ${raise}; }`;
}

/**
 * `parts` joined by `separator` as one flat piece of code: Ajv's `and` and `or` nest a pair of
 * parentheses per part, which for a schema of hundreds of keys costs time quadratic in them.
 */
function joined(parts: readonly Code[], separator: string): Code {
  const items: (string | Name)[] = [];
  parts.forEach((part, i) => {
    if (i > 0) items.push(separator);
    items.push(
      "(",
      ...(part as unknown as { readonly _items: readonly (string | Name)[] })._items,
      ")",
    );
  });
  return new _Code(items);
}

/** Declared keys the generated test reads by name; past it, `objectNeedsLook` is called. */
const MAX_WRITTEN_KEYS = 64;
