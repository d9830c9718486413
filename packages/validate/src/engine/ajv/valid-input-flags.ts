import { _, type Code, type KeywordCxt } from "ajv";
import { and, or } from "ajv/dist/compile/codegen/index.js";
import { useFunc } from "ajv/dist/compile/util.js";
import { noPropertyInData } from "ajv/dist/vocabularies/code.js";
import type { ValidInputFlags } from "../types.js";
import type { AjvInstance } from "./create-ajv.js";

/**
 * The one counter every hooked checking function raises (docs/pipeline.md, "Checks on a valid
 * input"). Only ever increased, so a check run from inside another (a getter calling the
 * validator) can only make the outer call look, never skip a look.
 */
export const validInputFlags: ValidInputFlags & { raised: number } = { raised: 0 };

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

/**
 * The look at an object lacking a declared key: the flag is raised for a key `properties` does
 * not declare (a near miss, or a value holding leaked markup), a string value holding `</`, or
 * an object whose prototype is not `Object.prototype` or `null` (its own keys are what count).
 * It stops at the first, so it reads at most one key more than `properties` declares.
 */
function lacking(value: Record<string, unknown>, properties: object): void {
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    raise();
    return;
  }
  for (const key in value) {
    const item = value[key];
    if (!Object.hasOwn(properties, key) || (typeof item === "string" && item.includes("</"))) {
      raise();
      return;
    }
  }
}

const raiseFunction = Object.assign(raise, { code: "raise" });
const lackingFunction = Object.assign(lacking, { code: "lacking" });

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
  const rule = ajv.RULES.all.properties;
  const definition = typeof rule === "object" ? rule.definition : undefined;
  if (
    rule === undefined ||
    typeof rule !== "object" ||
    definition === undefined ||
    !("code" in definition)
  ) {
    everyInstanceHooked = false;
    return;
  }
  const own = definition.code.bind(definition);
  rule.definition = {
    ...definition,
    code(cxt: KeywordCxt, ruleType?: string) {
      own(cxt, ruleType);
      flagObject(cxt);
    },
  };
}

// `cxt.data` is an object here: Ajv applies `properties` to objects only.
function flagObject(cxt: KeywordCxt): void {
  const { gen, data } = cxt;
  const properties = cxt.schema as Record<string, unknown>;
  const keys = Object.keys(properties);
  if (keys.length === 0) return;
  // A name `Object.prototype` has is read as own only; any other as Ajv reads it.
  const absent: Code[] = keys.map((key) =>
    noPropertyInData(gen, data, key, key in Object.prototype),
  );
  const raiseCall = _`${useFunc(gen, raiseFunction)}()`;
  const otherPrototype = _`Object.getPrototypeOf(${data}) !== Object.prototype && Object.getPrototypeOf(${data}) !== null`;
  gen.if(or(...absent));
  if (keys.some((key) => key.includes("</"))) gen.code(raiseCall);
  else if (keys.length > MAX_INLINE_KEYS) {
    gen.code(_`${useFunc(gen, lackingFunction)}(${data}, ${cxt.schemaValue})`);
  } else {
    // `lacking`, written in: the keys compared by name, so each read stays specialised.
    gen.if(otherPrototype);
    gen.code(raiseCall);
    gen.else();
    gen.forIn("key", data, (key) => {
      const item = gen.const("item", _`${data}[${key}]`);
      const undeclared = and(...keys.map((name) => _`${key} !== ${name}`));
      gen.if(or(undeclared, _`typeof ${item} === "string" && ${item}.includes("</")`), () => {
        gen.code(raiseCall);
        gen.break();
      });
    });
    gen.endIf();
  }
  gen.elseIf(otherPrototype);
  gen.code(raiseCall);
  gen.endIf();
}

/** Declared keys an object's look compares a key with in the generated code; past it, `lacking`. */
const MAX_INLINE_KEYS = 32;
