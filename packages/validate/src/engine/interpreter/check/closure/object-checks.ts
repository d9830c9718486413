import { re2Pattern } from "../../../regex/pattern-matcher.js";
import { reading } from "../../../regex/reading-reg-exp.js";
import { type Check, fail, pass, type Subschema } from "./check.js";
import { allPresent, dependencyChecks } from "./dependency-checks.js";
import {
  countValue,
  namesValue,
  own,
  type SchemaNode,
  schemaMapValue,
  schemaNames,
} from "./keyword-values.js";
import { lookFlagCheck, prototypeFlagCheck } from "./valid-input-flag-check.js";

// Ajv reads a property as `data[name]`, an own `undefined` absent, and walks an object's keys
// with `for…in` (`additionalProperties`, `patternProperties`, `propertyNames`); with its
// `ownProperties` option (`ownOnly`, for a schema naming what Object.prototype has) an inherited
// value is absent too and the keys walked are `Object.keys`. It counts keys with `Object.keys`
// (`minProperties`, `maxProperties`).

/**
 * The checks of the object keywords of `node` (run on objects only, not arrays or `null`).
 * `tracked`: leave out `patternProperties` and the schema dependencies, which the check of
 * `unevaluated*` runs itself (`tracked-node.ts`). First and last, the valid-input flags of
 * `source`, the node as the schema wrote it (`valid-input-flag-check.ts`).
 */
export function objectChecks(
  node: SchemaNode,
  subschema: Subschema,
  ownOnly: boolean,
  tracked: boolean,
  source: SchemaNode,
): Check[] {
  const prototype = prototypeFlagCheck(source);
  const checks: Check[] = prototype === undefined ? [] : [prototype];
  const required = namesValue(own(node, "required"), "required");
  if (required !== undefined && required.length > 0) {
    checks.push(allPresent(required, ownOnly));
  }
  const properties = schemaMapValue(node, "properties");
  const names = properties === undefined ? [] : schemaNames(properties);
  const named = names.filter((name) => subschema((properties as SchemaNode)[name]) !== pass);
  const namedChecks = named.map((name) => subschema((properties as SchemaNode)[name]));
  if (named.length > 0) {
    checks.push((data) => {
      const object = data as Record<string, unknown>;
      for (let i = 0; i < named.length; i++) {
        const name = named[i] as string;
        // Read first, then asked whether own, as Ajv's `propertyInData` (a throwing getter or
        // Proxy throws on both engines).
        const value = object[name];
        if (value === undefined || (ownOnly && !Object.hasOwn(object, name))) continue;
        if (!(namedChecks[i] as Check)(value)) return false;
      }
      return true;
    });
  }
  const patterns = schemaMapValue(node, "patternProperties");
  const matchers = (patterns === undefined ? [] : schemaNames(patterns)).map((pattern) => ({
    regex: reading(re2Pattern(pattern)),
    check: subschema((patterns as SchemaNode)[pattern]),
  }));
  const patterned = matchers.filter(({ check }) => check !== pass);
  if (patterned.length > 0 && !tracked) {
    checks.push((data) => {
      const object = data as Record<string, unknown>;
      for (const key in object) {
        if (ownOnly && !Object.hasOwn(object, key)) continue;
        for (const { regex, check } of patterned) {
          if (regex.test(key) && !check(object[key])) return false;
        }
      }
      return true;
    });
  }
  const additional = own(node, "additionalProperties");
  const others = additional === undefined ? pass : subschema(additional);
  if (others !== pass) {
    // Ajv's `isAdditional`: past 8 names it asks the `properties` object itself (`__proto__`
    // included), up to 8 it compares with the names it read.
    const known = new Set(names.length > 8 ? Object.keys(properties as SchemaNode) : names);
    const regexes = matchers.map(({ regex }) => regex);
    checks.push((data) => {
      const object = data as Record<string, unknown>;
      for (const key in object) {
        if (ownOnly && !Object.hasOwn(object, key)) continue;
        if (known.has(key) || (regexes.length > 0 && regexes.some((regex) => regex.test(key)))) {
          continue;
        }
        if (others === fail || !others(object[key])) return false;
      }
      return true;
    });
  }
  const propertyNames = own(node, "propertyNames");
  const nameCheck = propertyNames === undefined ? pass : subschema(propertyNames);
  if (nameCheck !== pass) {
    checks.push((data) => {
      for (const key in data as object) {
        if (ownOnly && !Object.hasOwn(data as object, key)) continue;
        if (!nameCheck(key)) return false;
      }
      return true;
    });
  }
  const minProperties = countValue(node, "minProperties");
  if (minProperties !== undefined) {
    checks.push((data) => Object.keys(data as object).length >= minProperties);
  }
  const maxProperties = countValue(node, "maxProperties");
  if (maxProperties !== undefined) {
    checks.push((data) => Object.keys(data as object).length <= maxProperties);
  }
  checks.push(...dependencyChecks(node, subschema, ownOnly, !tracked));
  const look = lookFlagCheck(source);
  if (look !== undefined) checks.push(look);
  return checks;
}
