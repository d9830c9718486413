import { type Check, pass, type Subschema } from "./check.js";
import { namesValue, type SchemaNode, schemaMapValue, schemaNames } from "./keyword-values.js";

interface Dependency {
  /** The property whose presence (`data[name] !== undefined`) triggers it. */
  readonly name: string;
  /** What must then hold of the whole object. */
  readonly check: Check;
}

/**
 * The checks of `dependentRequired`, `dependentSchemas` and `dependencies` (either form), as
 * Ajv's vocabularies/applicator/dependencies.ts runs them; only `dependencies` skips a
 * `__proto__` entry in Ajv. Without `schemas`, only the lists of names.
 */
export function dependencyChecks(
  node: SchemaNode,
  subschema: Subschema,
  ownOnly: boolean,
  schemas = true,
): Check[] {
  const dependencies: Dependency[] = [];
  const add = (keyword: string, skipProto: boolean) => {
    const map = schemaMapValue(node, keyword);
    if (map === undefined) return;
    for (const name of skipProto ? schemaNames(map) : Object.keys(map)) {
      const value = map[name];
      const asNames = keyword === "dependentSchemas" || !Array.isArray(value) ? undefined : value;
      if (keyword === "dependentRequired" || asNames !== undefined) {
        const needed = namesValue(value, keyword) ?? [];
        if (needed.length > 0) dependencies.push({ name, check: allPresent(needed, ownOnly) });
      } else if (schemas) {
        const check = subschema(value);
        if (check !== pass) dependencies.push({ name, check });
      }
    }
  };
  add("dependencies", true);
  add("dependentRequired", false);
  add("dependentSchemas", false);
  if (dependencies.length === 0) return [];
  return [
    (data) => {
      const object = data as Record<string, unknown>;
      for (const { name, check } of dependencies) {
        if (present(object, name, ownOnly) && !check(data)) return false;
      }
      return true;
    },
  ];
}

/**
 * Whether every one of `names` is present (`data[name] !== undefined`, and own with `ownOnly`),
 * as Ajv's `required`.
 */
export function allPresent(names: readonly string[], ownOnly: boolean): Check {
  return (data) => {
    const object = data as Record<string, unknown>;
    for (const name of names) if (!present(object, name, ownOnly)) return false;
    return true;
  };
}

/** Ajv's `propertyInData`: `data[name] !== undefined`, and own with `ownOnly`. */
export function present(object: Record<string, unknown>, name: string, ownOnly: boolean): boolean {
  return object[name] !== undefined && (!ownOnly || Object.hasOwn(object, name));
}
