import { _, type Code, type KeywordCxt } from "ajv";
import { _Code, getProperty, type Name } from "ajv/dist/compile/codegen/code.js";
import { useFunc } from "ajv/dist/compile/util.js";
import { propertyInData } from "ajv/dist/vocabularies/code.js";
import { MAX_READ_TEXT } from "../../pipeline/valid-input/closing-tag.js";
import { kindsOf, TEXT } from "../../pipeline/valid-input/schema-kinds.js";
import type { ValidInputFlags } from "../types.js";
import type { AjvInstance } from "./create-ajv.js";
import { type ObjectLook, objectNeedsLook } from "./object-look.js";

/**
 * The one counter every hooked checking function raises (docs/pipeline.md, "Checks on a valid
 * input"). Only ever increased, so a check run from inside another (a getter calling the
 * validator) can only make the outer call look, never skip a look.
 */
export const validInputFlags: ValidInputFlags & { raised: number; otherPrototype: number } = {
  raised: 0,
  otherPrototype: 0,
};

// Whether every checking instance so far has its `properties` hooked (false once one has not).
let everyInstanceHooked = true;

/** Whether functions compiled by the checking instances raise `validInputFlags`. */
export function checksRaiseValidInputFlags(): boolean {
  return everyInstanceHooked;
}

/** Raises the flag: an object whose checks on a valid input may fire. */
function raise(): void {
  validInputFlags.raised++;
}

const raiseFunction = Object.assign(raise, { code: "raise" });

/** Raises the flag for an object of another prototype, and marks it as that (`otherPrototype`). */
function raiseOther(): void {
  validInputFlags.otherPrototype = ++validInputFlags.raised;
}

const raiseOtherFunction = Object.assign(raiseOther, { code: "raiseOther" });

/**
 * The keywords that read an object's properties by name or walk its keys, `properties` first:
 * the first of them a schema object has tests the object's prototype (docs/pipeline.md,
 * "Property names an object inherits"). The others read only its own keys (`minProperties`,
 * `maxProperties`, `const`, `enum`) or not the object at all.
 */
const propertyReaders = [
  "properties",
  "required",
  "dependentRequired",
  "dependencies",
  "dependentSchemas",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "unevaluatedProperties",
] as const;

/**
 * Hooks the checking instance's `properties` keyword so its generated code also raises
 * `validInputFlags` wherever the checks on a valid input may fire (docs/performance.md, "1. Valid
 * input"): after Ajv's own code for an object's `properties`, one test of the declared keys
 * (reads Ajv's code has just made), and only when one is absent a look at the object. Every
 * schema object that applies to a valid input passes, so Ajv ran each of its keywords: every
 * object the pipeline's checks read is looked at here under each `properties` that applies to
 * it. Ajv's own code and verdicts are unchanged. An Ajv with no `properties` rule to hook
 * turns the flags off for every instance (`checksRaiseValidInputFlags`).
 */
export function raiseValidInputFlags(ajv: AjvInstance): void {
  const readers = propertyReaders.filter((keyword) => ajv.RULES.all[keyword] !== undefined);
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
        own(cxt, ruleType);
        if (keyword === "properties") flagObject(cxt);
        else if (readers.find((name) => cxt.parentSchema[name] !== undefined) === keyword) {
          cxt.gen.code(raisingOnThrow(otherPrototypeTest(cxt, _``), raiseOtherCall(cxt)));
        }
      },
    };
  }
}

/** The call that raises the flag for an object of another prototype. */
function raiseOtherCall(cxt: KeywordCxt): Code {
  return _`${useFunc(cxt.gen, raiseOtherFunction)}()`;
}

/**
 * `if (the object has another prototype) raiseOther(); else <otherwise>`: own keys are what the
 * checks count, and inherited ones are what no transport sends (docs/pipeline.md, "Property names
 * an object inherits"). Both functions read through the scope: a global named in Ajv's code is
 * looked up on every call.
 */
function otherPrototypeTest(cxt: KeywordCxt, otherwise: Code): Code {
  const { gen, data } = cxt;
  const prototypeOf = gen.scopeValue("func", { ref: Object.getPrototypeOf });
  const plain = gen.scopeValue("obj", { ref: Object.prototype });
  const proto = gen.name("proto");
  return _`const ${proto} = ${prototypeOf}(${data}); if (${proto} !== ${plain} && ${proto} !== null) ${raiseOtherCall(cxt)}; else { ${otherwise} }`;
}

// `cxt.data` is an object here: Ajv applies `properties` to objects only.
function flagObject(cxt: KeywordCxt): void {
  const { gen, data, parentSchema } = cxt;
  const properties = cxt.schema as Record<string, unknown>;
  const keys = Object.keys(properties);
  // Declared keys whose valid value may be a string holding `</` (docs/pipeline.md).
  const texts = keys.filter((key) => (kindsOf(properties[key], 0) & TEXT) !== 0);
  // No key beside the declared ones on a valid input: only their strings can hold markup.
  const closed =
    parentSchema.additionalProperties === false && parentSchema.patternProperties === undefined;
  const raise = _`${useFunc(gen, raiseFunction)}()`;
  if (keys.length === 0 || (closed && texts.length === 0)) {
    gen.code(raisingOnThrow(otherPrototypeTest(cxt, _``), raiseOtherCall(cxt)));
    return;
  }
  const marked = keys.some((key) => key.includes("</"));
  if (marked || keys.length > MAX_WRITTEN_KEYS) {
    // One call instead: past this many keys the code costs more to generate than its reads save.
    const look: ObjectLook = {
      keys,
      inherited: keys.map((key) => key in Object.prototype),
      texts,
      closed,
      marked,
    };
    const needs = gen.scopeValue("func", { ref: objectNeedsLook });
    const args = _`${data}, ${gen.scopeValue("obj", { ref: look })}`;
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
